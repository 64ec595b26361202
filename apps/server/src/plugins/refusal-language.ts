import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { LANGUAGES, type Language } from '@fsp/domain';
import { REQUEST_REFUSALS, type RequestRefusalWords } from '../texts/request-refusals';
import { languageOf } from '../texts';

/**
 * The language a refusal is worded in: the signed-in user's portal language; before sign-in (login, the public
 * survey) the browser's first portal language from Accept-Language; English otherwise.
 */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'> & { user?: { cultureName: string | null } | null }): Language {
  if (request.user?.cultureName) return languageOf(request.user.cultureName);
  const header = request.headers['accept-language'];
  if (typeof header !== 'string') return 'en';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().toLowerCase().split(';');
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.trim().slice(2) ?? '1');
      return { primary: tag.split('-')[0], q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((t) => t.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { primary } of ranked) {
    const language = primary === 'ka' ? 'ge' : primary;
    if ((LANGUAGES as readonly string[]).includes(language)) return language as Language;
  }
  return 'en';
}

/** The refusal words of a language; null for English, whose texts are the contracts' own. */
export const refusalWords = (language: Language): RequestRefusalWords | null => (language === 'en' ? null : REQUEST_REFUSALS[language]);

type LocaleError = (issue: Record<string, unknown>) => string | { message: string } | undefined | null;
const ZOD_LOCALES: Record<Language, LocaleError> = {
  en: z.locales.en().localeError as LocaleError,
  tr: z.locales.tr().localeError as LocaleError,
  ru: z.locales.ru().localeError as LocaleError,
  az: z.locales.az().localeError as LocaleError,
  ge: z.locales.ka().localeError as LocaleError,
};
const textOf = (answer: ReturnType<LocaleError>) => (typeof answer === 'string' ? answer : (answer?.message ?? null));

/** The contracts' messages built from a field's label, and how each is worded in another language. */
const LABEL_PATTERNS: readonly [RegExp, (words: RequestRefusalWords, m: RegExpExecArray) => string][] = [
  [/^(?:The |A )?(.+) can be (?:a maximum of|at most) (\d+) characters\.$/, (w, m) => w.maxCharacters(nameOf(w, m[1]), m[2])],
  [/^(.+) date is required$/, (w, m) => w.required(nameOf(w, `${m[1]} date`, m[1]))],
  [/^(.+) is required\.?$/, (w, m) => w.required(nameOf(w, m[1]))],
  [/^(.+?)( date)? must be (YYYY-MM-DD|YYYYMMDD)$/, (w, m) => w.format(nameOf(w, `${m[1]}${m[2] ?? ''}`, m[1]), m[3])],
  [/^(.+?)( date)? must be a real day .*between 1970-01-01 and 2199-12-31$/, (w, m) => w.realDay(nameOf(w, `${m[1]}${m[2] ?? ''}`, m[1]))],
  [/^the range must not be longer than (\d+) days$/, (w, m) => w.rangeDays(m[1])],
  [/^(\w+) must be one of (.+)$/, (w, m) => w.oneOf(nameOf(w, m[1]), m[2])],
  [/^Unknown status (.+)\.$/, (w, m) => w.unknownStatus(m[1])],
  [/^(.+) is not a known code$/, (w, m) => w.notKnownCode(nameOf(w, m[1]))],
  [/^unknown (\w+)$/, (w, m) => w.unknown(nameOf(w, m[1]))],
  [/^(\w+) must be a number$/, (w, m) => w.number(nameOf(w, m[1]))],
  [/^(\w+) must be a whole number$/, (w, m) => w.wholeNumber(nameOf(w, m[1]))],
];

/** A label's name in the words' language: as written, else capitalised ("unknown team" names Team); else the label itself. */
function nameOf(words: RequestRefusalWords, label: string, fallback = label): string {
  return words.names[label] ?? words.names[label.charAt(0).toUpperCase() + label.slice(1)] ?? fallback;
}

/** The value a refused issue is about, read from the request part at the issue's path (zod's messages name its type). */
function valueAt(source: unknown, path: readonly string[]): unknown {
  let value = source;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** One refused issue as fastify-type-provider-zod hands it over: zod's code and parameters, its path and English message. */
export interface RefusedIssue {
  code?: string;
  params?: Record<string, unknown>;
  path: readonly string[];
  message: string;
}

/**
 * A contract's message in another language: zod's own messages through zod's locale of that language, the
 * contracts' fixed and label-based messages through the portal's words; anything else stays as the contract wrote it.
 */
export function translateIssue(language: Language, issue: RefusedIssue, source: unknown): string {
  const words = refusalWords(language);
  if (!words) return issue.message;
  if (issue.code) {
    const value = valueAt(source, issue.path);
    // A coerced query or path value ("abc" for a number) reaches zod, and its message, as what coercion made of it.
    for (const input of issue.params?.expected === 'number' && typeof value === 'string' ? [value, Number(value)] : [value]) {
      const raw = { ...issue.params, code: issue.code, path: [...issue.path], input };
      // Only a message zod wrote itself is zod's to translate; the contracts' own texts are ours.
      if (textOf(ZOD_LOCALES.en(raw)) === issue.message) return textOf(ZOD_LOCALES[language](raw)) ?? issue.message;
    }
  }
  return translateMessage(words, issue.message);
}

/** A contract's own message (fixed or label-based) in the words' language; unknown texts unchanged. */
export function translateMessage(words: RequestRefusalWords, message: string): string {
  const fixed = words.fixed[message];
  if (fixed !== undefined) return fixed;
  for (const [pattern, word] of LABEL_PATTERNS) {
    const match = pattern.exec(message);
    if (match) return word(words, match);
  }
  return message;
}
