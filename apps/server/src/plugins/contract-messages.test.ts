import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  LANGUAGES,
  SUBSCRIPTION_TYPE,
  TEAM_MESSAGES,
  WORKING_STATUSES,
  createSubscriptionRequest,
  searchDate,
  statisticsRequest,
  technicianActivitySearchRequest,
  workOrderNoFilter,
  type Language,
} from '@fsp/domain';
import { REQUEST_REFUSALS } from '../texts/request-refusals';
import { translateMessage } from './refusal-language';

/**
 * Every message the request contracts write themselves has its words in every portal language
 * (docs/decisions/0032-refusals-in-the-callers-language.md): a new contract message without them fails here.
 */
const CONTRACTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../packages/domain/src/contracts');
const contractFiles = readdirSync(CONTRACTS_DIR).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));

type ZodInternals = { _zod?: { def?: Record<string, unknown> } };

/** The messages the schemas carry (a type's or a check's `error`), labels already filled in by the helpers that built them. */
function declaredMessages(roots: unknown[]): string[] {
  const seen = new Set<unknown>();
  const found: string[] = [];
  const walk = (value: unknown): void => {
    if (!value || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) return value.forEach(walk);
    const def = (value as ZodInternals)._zod?.def;
    if (def) {
      if (typeof def.error === 'function') {
        // A type's error words a missing value and a present one of another type apart (requiredOr): both.
        for (const input of [undefined, 'x']) {
          const answer: unknown = def.error({ code: 'invalid_type', input, path: [] });
          const text = typeof answer === 'string' ? answer : (answer as { message?: unknown } | undefined)?.message;
          if (typeof text === 'string') found.push(text);
        }
      }
      if (typeof def.getter === 'function') walk(def.getter());
      Object.values(def).forEach(walk);
    } else if (Object.getPrototypeOf(value) === Object.prototype) {
      Object.values(value).forEach(walk);
    }
  };
  roots.forEach(walk);
  return found;
}

/** Inputs that make the contracts' code (superRefine, transform) raise each of its own messages: a walk cannot see those. */
const RAISED_IN_CODE: [z.ZodType, unknown][] = [
  [searchDate, 'not a day'],
  [technicianActivitySearchRequest, { startDate: 'x', endDate: 'x' }],
  [statisticsRequest, { startDate: '20260504', endDate: '20260503', organizations: [] }],
  [statisticsRequest, { startDate: '20200101', endDate: '20260101', organizations: [] }],
  ...['', '12ab', '1234567890123', '9999999999'].map((value): [z.ZodType, unknown] => [workOrderNoFilter, value]),
  [createSubscriptionRequest, { subscriptionType: SUBSCRIPTION_TYPE.dailyPlanning, statuses: [{ status: WORKING_STATUSES[0] }] }],
  [createSubscriptionRequest, { subscriptionType: SUBSCRIPTION_TYPE.taskBasedStatusChange, teams: [{ id: 1 }] }],
];
const raisedMessages = (): string[] =>
  RAISED_IN_CODE.flatMap(([schema, input]) => (schema.safeParse(input).error?.issues ?? []).filter((issue) => issue.code === 'custom').map((issue) => issue.message));

/** The message of every `ctx.addIssue` in the contracts' sources, as a matcher: a literal, a constant, or a template. */
function addIssueMatchers(exports: Record<string, unknown>): { where: string; matches: (text: string) => boolean }[] {
  const matchers: { where: string; matches: (text: string) => boolean }[] = [];
  for (const file of contractFiles) {
    const source = readFileSync(path.join(CONTRACTS_DIR, file), 'utf8');
    const found = [...source.matchAll(/addIssue\([^)]*?message: ('[^']*'|`[^`]*`|[A-Z_]+\.\w+)/g)].map((m) => m[1]);
    expect(found.length, `${file}: every addIssue names its message as a literal, a template or CONSTANT.key`).toBe(source.split('.addIssue(').length - 1);
    for (const expression of found) {
      const where = `${file}: ${expression}`;
      if (expression.startsWith("'")) {
        matchers.push({ where, matches: (text) => text === expression.slice(1, -1) });
      } else if (expression.startsWith('`')) {
        const parts = expression.slice(1, -1).split(/\$\{[^}]*\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
        const pattern = new RegExp(`^${parts.join('.+')}$`);
        matchers.push({ where, matches: (text) => pattern.test(text) });
      } else {
        const [constant, key] = expression.split('.');
        const value = (exports[constant] as Record<string, unknown> | undefined)?.[key];
        expect(typeof value, `${where} is an exported text`).toBe('string');
        matchers.push({ where, matches: (text) => text === value });
      }
    }
  }
  return matchers;
}

/** Texts a language words as the contract does: the team form's messages are Turkish already (spec part 2 §5). */
const SAME_IN: Partial<Record<Language, readonly string[]>> = { tr: [TEAM_MESSAGES.required, TEAM_MESSAGES.tooLong] };
/** English words a language uses too. */
const SHARED_WORDS: Partial<Record<Language, readonly string[]>> = { tr: ['epoch', 'model', 'problem'], az: ['epoch', 'model', 'problem', 'status'] };
const OTHER_LANGUAGES = LANGUAGES.filter((language): language is Exclude<Language, 'en'> => language !== 'en');

/** The plain English words of a message: not an API name (bpNo, survey.id, YYYYMMDD, WAITING_APPROVAL), not a short word. */
const englishWords = (message: string) =>
  message
    .split(/\s+/)
    .map((token) => token.replace(/^[("“]+|[)"”.,:;!?]+$/g, ''))
    .filter((word) => /^[A-Z]?[a-z]{3,}$/.test(word))
    .map((word) => word.toLowerCase());

let messages: string[];

beforeAll(async () => {
  const modules = await Promise.all(contractFiles.map((file) => import(path.join(CONTRACTS_DIR, file)) as Promise<Record<string, unknown>>));
  const exports = Object.assign({}, ...modules) as Record<string, unknown>;
  const raised = raisedMessages();
  messages = [...new Set([...declaredMessages(Object.values(exports)), ...raised])].sort();
  const unraised = addIssueMatchers(exports).filter((matcher) => !raised.some(matcher.matches));
  expect(unraised.map((matcher) => matcher.where), 'an addIssue message without an input in RAISED_IN_CODE').toEqual([]);
});

describe("the contracts' own messages in every portal language", () => {
  it('are all found: the label helpers, the fixed texts and the ones raised in code', () => {
    expect(messages.length).toBeGreaterThan(100);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Serial number can be a maximum of 30 characters.',
        'endDate must not be before startDate',
        'unknown team',
        // A missing value's words of a type that tells a present value of another type what it must be.
        'startDate is required',
        'schedulerId is required',
        'questionId is required',
      ]),
    );
  });

  it.each(OTHER_LANGUAGES)('are worded in %s', (language) => {
    const same = SAME_IN[language] ?? [];
    const untranslated = messages.filter((message) => !same.includes(message) && translateMessage(REQUEST_REFUSALS[language], message) === message);
    expect(untranslated).toEqual([]);
  });

  it.each(OTHER_LANGUAGES)('keep no English word in %s but the API names', (language) => {
    const shared = SHARED_WORDS[language] ?? [];
    const leaks = messages
      .filter((message) => !SAME_IN[language]?.includes(message))
      .flatMap((message) => {
        const translated = translateMessage(REQUEST_REFUSALS[language], message);
        const words = new Set(translated.toLowerCase().match(/\p{L}+/gu));
        const left = englishWords(message).filter((word) => words.has(word) && !shared.includes(word));
        return left.length > 0 ? [`${message} => ${translated} (${left.join(', ')})`] : [];
      });
    expect(leaks).toEqual([]);
  });
});

/** The modules' sources: a route that parses a request part with a contract itself (the CI save's JSON part). */
const MODULES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../modules');
const moduleFiles = readdirSync(MODULES_DIR, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));

describe('a contract a module parses itself', () => {
  it("is refused through partRefused, in the caller's language like a refused body", () => {
    const parsing = moduleFiles.filter((file) => /\b(?!JSON\b|Date\b)\w+\.(?:safeParse|parse|safeParseAsync|parseAsync)\(/.test(readFileSync(path.join(MODULES_DIR, file), 'utf8')));
    expect(parsing).toContain('ci-board/upload.ts');
    const unworded = parsing.filter((file) => !readFileSync(path.join(MODULES_DIR, file), 'utf8').includes('partRefused('));
    expect(unworded).toEqual([]);
  });
});
