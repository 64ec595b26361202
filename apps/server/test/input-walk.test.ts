import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { ciSavePayload, type Role } from '@fsp/domain';
import { basicClientHeader, createTestApp, type TestApp } from './harness';
import { createOrganization, createTeam, createTechnician, ensureCountry } from './factories';
import { startOidcProvider, type TestOidcProvider } from './oidc-provider';
import { createAssignment, createCustomer, createDraft, createWorkOrder } from './planning-factories';
import { createSurveyLink } from './survey-factories';
import { datum, multipart, seedCiLocalisations } from './ci-factories';
import { MESSAGES } from '../src/plugins/errors';
import type { OperationAccess } from '../src/plugins/openapi';
import { activityEvents, configurationSettings, contactPersonPhones, contactPersons, repPositions, sections } from '../src/db/schema';
import { PATH_VALUES, Raw, badList, badValues, bodyLevelCases, extremeList, inline, json, pathValues, sampleOf, variantOf, type Schema } from './input-walk-values';

/**
 * Bad input gets a 400 with a clear message, never a 500, and changes nothing. This walk takes every operation of
 * the OpenAPI document, called as a role it admits, and sends malformed inputs derived from its schema (fast-check,
 * seeded): wrong types, missing and extra properties, null, empty and huge strings, strange unicode, extreme
 * numbers, huge arrays, deep nesting, non-JSON bodies, wrong content types, path parameters that are not ids,
 * repeated and malformed query parameters and headers; and valid-shaped extremes (maximum lengths, boundaries).
 * New routes are walked the moment they are registered.
 */
interface Param {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: Schema;
}
type Access = OperationAccess;
interface Operation {
  key: string;
  method: string;
  path: string;
  access: Access;
  params: Param[];
  body: Schema | null;
  contentType: string | null;
}
/** One request of the walk and what it breaks. */
interface Probe {
  kind: string;
  url: string;
  payload?: string | Buffer;
  headers: Record<string, string>;
}

/** Operations the walk cannot call as it calls the others, and why. */
const SKIPPED: Record<string, string> = {
  'GET /api/live/activity': 'an event stream that never ends; it takes no input but the token (activity-live.test.ts)',
};
/** Operations that answer people, not programs: their refusal is a page in HTML, not the JSON error body. */
const PAGES = new Set(['GET /pub/notifications/unsubscribe', 'POST /pub/notifications/unsubscribe']);
/** Tables a refusal may write by design, by operation and status. */
const WRITTEN_ON_REFUSAL: Record<string, { status: number; tables: string[]; why: string }> = {
  'POST /auth/login': { status: 401, tables: ['login_failures'], why: 'a wrong password counts towards the back-off' },
};
/** Valid bodies where the one built from the schema breaks a rule across fields (unique keys, a non-empty filter) or needs a record. */
const BASELINES: Record<string, (fx: Record<string, unknown>) => unknown> = {
  'POST /api/save-schedules': (fx) => ({ schedules: [{ key: 'walk', technicianId: fx.bpNo, workOrderItemId: fx.workOrderItemId, startDate: DAY + HOUR, endDate: DAY + 2 * HOUR }], deletedSchedulers: [] }),
  'POST /api/draft/work-orders': (fx) => ({ start: '2026-03-01', end: '2026-03-31', teams: [fx.teamId] }),
  'POST /api/draft/cancel': (fx) => ({ id: fx.draftId }),
  'POST /api/settings/notification-subscriptions': (fx) => ({ subscriptionType: 'DAILY_PLANNING', teams: [{ id: fx.teamId }] }),
  'POST /api/change-dispatcher-team': (fx) => ({ added: [{ teamId: fx.teamId, dispatcherId: fx.dispatcherId }], removed: [] }),
  'POST /api/delete-team': (fx) => ({ teamId: fx.spareTeamId }),
  'POST /pub/submit-survey': (fx) => fx.surveyAnswer,
  'POST /pub/v2/submit-survey': (fx) => fx.surveyAnswer,
  'POST /oauth/token': (fx) => ({ client_id: fx.clientId, grant_type: 'authorization_code', code: 'walk' }),
};
/** Operations whose body is multipart/form-data: the JSON part the walk breaks, its contract and a valid value. */
const MULTIPART: Record<string, { part: string; schema: () => Schema; baseline: (fx: Record<string, unknown>) => unknown }> = {
  'POST /api/ciBoard/update': { part: 'ciBoardDatum', schema: () => z.toJSONSchema(ciSavePayload, { target: 'openapi-3.0', io: 'input' }) as Schema, baseline: (fx) => datum(fx.orgunit as string) },
};
/** Headers an operation needs besides the caller's token (the token endpoint authenticates its client). */
const EXTRA_HEADERS: Record<string, (config: TestApp['config']) => Record<string, string>> = {
  'POST /oauth/token': (config) => ({ authorization: basicClientHeader(config) }),
};
/** Operations that remove their subject: walked last, so the others still find the records. */
const LAST = /delete|deactivate|cancel|logout/i;
/** Rate-limit counters: every request writes them, whatever its answer. */
const INFRASTRUCTURE_TABLES = new Set(['rate_limit_windows']);
const SEED = 20261206;
const DAY = Date.UTC(2026, 2, 10);
const HOUR = 3_600_000;
const PORTAL = 'http://portal.test';

let t: TestApp;
let provider: TestOidcProvider;
let operations: Operation[];
let fixtures: Record<string, unknown>;
let teamId: number;
let request = 0;
let keys = 0;

beforeAll(async () => {
  // Single sign-on on, so its routes read their input instead of answering 501.
  provider = await startOidcProvider({ redirectUris: [`${PORTAL}/login/start`], postLogoutRedirectUris: [`${PORTAL}/logout`] });
  const sso = { OIDC_ISSUER_URL: provider.issuer, OIDC_CLIENT_ID: provider.clientId, OIDC_CLIENT_SECRET: provider.clientSecret, OIDC_REDIRECT_URL: `${PORTAL}/login/start` };
  // Rate limits are proven elsewhere; here they would answer before the input is read.
  const limits = { LOGIN_RATE_LIMIT_PER_MINUTE: 1_000_000, SURVEY_PUBLIC_READ_LIMIT_PER_MINUTE: 1_000_000, SURVEY_PUBLIC_SUBMIT_LIMIT_PER_MINUTE: 1_000_000, SURVEY_SEND_LIMIT_PER_USER_PER_HOUR: 1_000_000 };
  t = await createTestApp({ config: { ...sso, ...limits } });
  await ensureCountry(t.db, 'TR');
  await t.db.insert(configurationSettings).values([
    { countryCode: 'TR', key: 'SEND_SURVEY_ENABLED_V2', value: 'true' },
    { countryCode: 'TR', key: 'MOBILE_OPERATOR_CHARACTERS', value: '50,53,54,55' },
    { countryCode: 'TR', key: 'PHONE_NUMBER_VALID_CHARACTER_LENGTH', value: '10' },
  ]);
  const [section] = await t.db.insert(sections).values({ name: 'Walk section' }).returning();
  const org = await createOrganization(t.db, { countryCode: 'TR' });
  const team = await createTeam(t.db, { orgunit: org.orgunit });
  teamId = team.id;
  const tech = await createTechnician(t.db, { teamId: team.id, orgunit: org.orgunit, lastLatitude: 41, lastLongitude: 29 });
  const customer = await createCustomer(t.db);
  const { order, items } = await createWorkOrder(t.db, { orgunit: org.orgunit, customerNumber: customer.number });
  const assignment = await createAssignment(t.db, { technicianBpNo: tech.bpNo, workOrderItemId: items[0].id, start: '2026-03-10T06:00:00Z', end: '2026-03-10T08:00:00Z', workingStatus: 'JOBDONE' });
  const [rep] = await t.db.insert(contactPersons).values({ customerNumber: customer.number, firstName: 'Walk', lastName: 'Rep' }).returning();
  await t.db.insert(repPositions).values({ code: 'P1', value: 'Manager' });
  // A feed with a row in the caller's scope: the activity search reads its page (and the cursor) only when the count is not 0.
  await t.db.insert(activityEvents).values({ technicianBpNo: tech.bpNo, teamId: team.id, eventType: 'STATUS_CHANGE', subject: 'Walk', occurredAt: new Date(DAY + HOUR), schedulerId: assignment.id, customerNumber: customer.number, workOrderNo: order.orderNumber });
  await seedCiLocalisations(t.db);
  const spare = await createTeam(t.db, { orgunit: org.orgunit });
  const draft = await createDraft(t.db, { technicianBpNo: tech.bpNo });
  const dispatcher = await t.signIn(['DISPATCHER'], [team.id]);
  const link = await createSurveyLink(t.db, { now: t.clock.now() });
  const surveyAnswer = { survey: { id: link.code, answers: link.questions.map((q) => ({ questionId: q.id, answer: 1 })) } };
  await t.db.insert(contactPersonPhones).values({ repId: rep.repId, telephone: '5321112233', verifiedAt: new Date() });
  // Real ids by field name: a probe that breaks one field keeps the others valid and reaches the rules behind them.
  fixtures = {
    teamId: team.id, id: team.id, teams: team.id, orgunit: org.orgunit, orgUnit: org.orgunit, organizations: org.orgunit, technicianId: tech.bpNo,
    bpNo: tech.bpNo, techBpNo: tech.bpNo, technicians: tech.bpNo, workOrderItemId: items[0].id, orderKalemId: items[0].id, schedulerId: assignment.id,
    repId: rep.repId, sectionId: section.id, positionCode: 'P1', spareTeamId: spare.id, draftId: draft.id, dispatcherId: dispatcher.user.id, surveyAnswer,
    clientId: t.config.OAUTH_CLIENT_ID, customerNumber: customer.number, customers: customer.number, orderNumber: order.orderNumber, workOrderNumbers: order.orderNumber,
  };

  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { 'x-access': Access; parameters?: Param[]; requestBody?: { content: Record<string, { schema: Schema }> } }>>;
    components?: { schemas?: Record<string, Schema> };
  };
  const components = doc.components?.schemas ?? {};
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const [contentType, content] = Object.entries(op.requestBody?.content ?? {})[0] ?? [null, null];
      const key = `${method.toUpperCase()} ${path}`;
      const body = MULTIPART[key] ? MULTIPART[key].schema() : content ? (inline(content.schema, components) as Schema) : null;
      return { key, method: method.toUpperCase(), path, access: op['x-access'], params: inline(op.parameters ?? [], components) as Param[], body, contentType: MULTIPART[key] ? 'multipart/form-data' : contentType };
    }),
  ).sort((a, b) => Number(LAST.test(a.key)) - Number(LAST.test(b.key)));

  // Every row a statement removes or adds is logged with its hash, -1 or +1 (an update both): rows whose signs do
  // not cancel are a change (a key claimed and released is none). The log rolls back with the write.
  await t.db.execute(sql`create table walk_writes (table_name text not null, sign int not null, row_hash text not null)`);
  await t.db.execute(sql`create function walk_write() returns trigger language plpgsql as $$ begin
    if tg_op <> 'INSERT' then insert into walk_writes values (tg_table_name, -1, md5(old::text)); end if;
    if tg_op <> 'DELETE' then insert into walk_writes values (tg_table_name, 1, md5(new::text)); end if;
    return null; end $$`);
  const tables = (await t.db.execute<{ table_name: string }>(sql`
    select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'walk_writes'`)).rows.filter((r) => !INFRASTRUCTURE_TABLES.has(r.table_name));
  for (const { table_name } of tables) await t.db.execute(sql.raw(`create trigger walk_write after insert or update or delete on "${table_name}" for each row execute function walk_write()`));
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

/** The tables changed since the last call. */
async function written(): Promise<string[]> {
  const { rows } = await t.db.execute<{ t: string[] | null; n: number }>(sql`
    select (select array_agg(distinct table_name order by table_name) from (select table_name from walk_writes group by table_name, row_hash having sum(sign) <> 0) c) as t,
      (select count(*)::int from walk_writes) as n`);
  if (rows[0].n > 0) await t.db.execute(sql`delete from walk_writes`);
  return rows[0].t ?? [];
}

/** The role a probe is sent as: ADMIN where admitted (or any signed-in user will do), else the first role named. */
function roleOf(op: Operation): Role | null {
  if (op.access.public) return null;
  if (!op.access.roles || op.access.roles.includes('ADMIN')) return 'ADMIN';
  return op.access.roles[0];
}

/** Every property path of a body (array items at index 0), with its schema. */
function pathsOf(schema: Schema, prefix: (string | number)[] = [], depth = 0): { path: (string | number)[]; schema: Schema }[] {
  const s = variantOf(schema);
  if (depth > 4) return [];
  const out: { path: (string | number)[]; schema: Schema }[] = [];
  for (const [name, inner] of Object.entries(s.properties ?? {})) {
    out.push({ path: [...prefix, name], schema: inner }, ...pathsOf(inner, [...prefix, name], depth + 1));
  }
  if (s.items && prefix.length > 0) out.push({ path: [...prefix, 0], schema: s.items }, ...pathsOf(s.items, [...prefix, 0], depth + 1));
  return out;
}

const MISSING = Symbol('missing');
function withValue(base: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let at: Record<string | number, unknown> = copy;
  path.slice(0, -1).forEach((key, i) => {
    if (at[key] === null || typeof at[key] !== 'object') at[key] = typeof path[i + 1] === 'number' ? [] : {};
    at = at[key] as Record<string | number, unknown>;
  });
  const last = path[path.length - 1];
  if (value === MISSING) delete at[last];
  else at[last] = value;
  return copy;
}

function urlOf(op: Operation, pathValue: (name: string) => string, query: string): string {
  return op.path.replace(/\{([^}]+)\}/g, (_, name: string) => pathValue(name)) + (query ? `?${query}` : '');
}
const sampleParam = (p: Param) => String(sampleOf(p.schema, p.name, fixtures));
const baseQuery = (op: Operation) =>
  op.params
    .filter((p) => p.in === 'query' && p.required)
    .map((p) => `${p.name}=${encodeURIComponent(sampleParam(p))}`)
    .join('&');

const HEADER_VALUES = ['', 'abc', '1e308', '-99999999999', '1.5', 'NaN', '9'.repeat(400), ' ,;q=x', '*;q=-1', 'Bearer', 'Bearer a b', 'Basic Og==', 'Basic !!!'];
const firstOf = (values: unknown[]) => values[0];
const lastOf = (values: unknown[]) => values[values.length - 1];
const EXTRA_NAMES = ['probe', 'constructor', 'toString', '', '🚜', 'a'.repeat(1000), 'x-y'];

/**
 * The probes of one operation: `fixed`, one of each kind for every input (each body property, path and query
 * parameter, header) plus whole-body cases; `arbitrary`, fast-check's generated mix of the same kinds with random
 * values; and the valid `baseline` the probes break.
 */
function probesOf(op: Operation, headers: () => Record<string, string>): { fixed: () => Probe[]; arbitrary: fc.Arbitrary<Probe>; baseline: () => Probe } {
  const hasBody = op.method !== 'GET' && op.method !== 'DELETE';
  const form = MULTIPART[op.key];
  const base = (form?.baseline ?? BASELINES[op.key])?.(fixtures) ?? (op.body ? sampleOf(op.body, '', fixtures) : {});
  // A fresh Idempotency-Key where the operation takes one: a refused request must not keep its claim either.
  const idempotent = op.params.some((p) => p.in === 'header' && p.name === 'idempotency-key');
  const ownHeaders = () => ({ ...headers(), ...EXTRA_HEADERS[op.key]?.(t.config), ...(idempotent ? { 'idempotency-key': `walk-${++keys}` } : {}) });
  /** The request with `value` as its body, in the operation's content type. */
  const encoded = (value: unknown, extra: Record<string, string> = {}): Pick<Probe, 'headers' | 'payload'> => {
    if (!hasBody) return { headers: { ...ownHeaders(), ...extra } };
    if (form) {
      const parts = multipart([{ name: form.part, value: json(value) ?? '' }]);
      return { headers: { ...ownHeaders(), ...parts.headers, ...extra }, payload: parts.payload };
    }
    const payload = op.contentType === 'application/x-www-form-urlencoded' ? formOf(value) : json(value);
    return { headers: { ...ownHeaders(), 'content-type': op.contentType ?? 'application/json', ...extra }, payload };
  };
  const pathValue = (name: string) => encodeURIComponent(sampleParam(op.params.find((p) => p.name === name)!));
  const url = urlOf(op, pathValue, baseQuery(op));
  const withBody = (kind: string, value: unknown): Probe => ({ kind, url, ...encoded(value) });
  const plain = (kind: string, probeUrl: string, extra: Record<string, string> = {}): Probe => ({ kind, url: probeUrl, ...encoded(base, extra) });

  const paths = op.body ? pathsOf(op.body).map(({ path, schema }) => ({ path, schema, sample: sampleOf(schema, String(path[path.length - 1]), fixtures) })) : [];
  type Path = (typeof paths)[number];
  const bad = ({ path }: Path, value: unknown) => withBody(`body ${path.join('.')} = ${shown(value)}`, withValue(base, path, value));
  const extreme = ({ path }: Path, value: unknown) => withBody(`extreme ${path.join('.')} = ${shown(value)}`, withValue(base, path, value));
  const bodyLevel = (c: ReturnType<typeof bodyLevelCases>[number]): Probe => ({ kind: `body ${c.name}`, url, headers: { ...ownHeaders(), ...(c.contentType ? { 'content-type': c.contentType } : {}) }, payload: c.payload });
  const extra = (name: string, value: unknown) => withBody(`extra property ${shown(name)} = ${shown(value)}`, value === MISSING ? base : { ...(base as object), [name]: value });
  const pathParams = op.params.filter((p) => p.in === 'path');
  const badPath = (param: Param, value: string) => plain(`path ${param.name} = ${shown(value)}`, urlOf(op, (name) => (name === param.name ? value : pathValue(name)), baseQuery(op)));
  const queryNames = op.params.filter((p) => p.in === 'query').map((p) => p.name);
  const badQuery = (name: string, value: string, repeat: boolean) => {
    const others = baseQuery(op).split('&').filter((pair) => pair && !pair.startsWith(`${name}=`));
    const query = [...others, repeat ? `${name}=1&${name}=2` : `${name}=${value}`].join('&');
    return plain(`query ${query.slice(0, 80)}`, urlOf(op, pathValue, query));
  };
  const badHeader = (name: string, value: string) => plain(`header ${name}: ${shown(value)}`, url, { [name]: value });
  const headerNames = ['x-timezone-offset', 'idempotency-key', 'accept-language', 'authorization'];

  /** Every top-level property at one of its edges at once (nested ones keep the baseline's values). */
  const allAtEdge = (pick: (edges: unknown[]) => unknown) =>
    withBody(`extreme every property at its ${pick === firstOf ? 'first' : 'last'} edge`, paths.filter((p) => p.path.length === 1).reduce((body, p) => withValue(body, p.path, pick(extremeList(p.schema, p.sample))), base));
  const fixed = () => [
    ...paths.flatMap((p) => [...badList(p.schema, p.sample, MISSING).map((v) => bad(p, v)), ...extremeList(p.schema, p.sample).map((v) => extreme(p, v))]),
    ...(paths.length > 0 ? [allAtEdge(firstOf), allAtEdge(lastOf)] : []),
    ...(hasBody ? [...bodyLevelCases(base).map(bodyLevel), extra('probe', 'x'), extra('constructor', { prototype: { isAdmin: true } })] : []),
    ...pathParams.flatMap((param) => PATH_VALUES.map((value) => badPath(param, value))),
    ...queryNames.flatMap((name) => [badQuery(name, '', true), ...['abc', '-1', '1e308', '1.5', 'x'.repeat(5000), '%FF'].map((v) => badQuery(name, v, false))]),
    badQuery('a', '', true),
    ...headerNames.map((name, i) => badHeader(name, ['abc', '1e308', '9'.repeat(400), `Bearer ${'x'.repeat(5000)}`][i])),
  ];
  const cases: { arbitrary: fc.Arbitrary<Probe>; weight: number }[] = [
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...headerNames), fc.constantFrom(...HEADER_VALUES)).map(([name, value]) => badHeader(name, value)) },
    { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...(queryNames.length > 0 ? queryNames : ['a'])), pathValues(), fc.boolean()).map(([name, value, repeat]) => badQuery(name, value, repeat)) },
  ];
  if (paths.length > 0) {
    cases.push({ weight: 8, arbitrary: fc.constantFrom(...paths).chain((p) => badValues(p.schema, p.sample, MISSING).map((v) => bad(p, v))) });
    cases.push({ weight: 2, arbitrary: fc.constantFrom(...paths).chain((p) => fc.constantFrom(...extremeList(p.schema, p.sample)).map((v) => extreme(p, v))) });
  }
  if (hasBody) {
    cases.push({ weight: 2, arbitrary: fc.constantFrom(...bodyLevelCases(base)).map(bodyLevel) });
    cases.push({ weight: 2, arbitrary: fc.tuple(fc.constantFrom(...EXTRA_NAMES), badValues({}, 'x', MISSING)).map(([name, value]) => extra(name, value)) });
  }
  if (pathParams.length > 0) cases.push({ weight: 6, arbitrary: fc.tuple(fc.constantFrom(...pathParams), pathValues()).map(([param, value]) => badPath(param, value)) });
  return { fixed, arbitrary: fc.oneof(...cases), baseline: () => ({ kind: 'baseline', url, ...encoded(base) }) };
}

function formOf(value: unknown): string {
  if (value === null || typeof value !== 'object') return String(value);
  return new URLSearchParams(Object.entries(value).map(([k, v]): [string, string] => [k, typeof v === 'string' ? v : (json(v) ?? '')])).toString();
}
function shown(value: unknown): string {
  if (value === MISSING) return '<missing>';
  if (value instanceof Raw) return value.text;
  const text = typeof value === 'string' ? JSON.stringify(value) : (json(value) ?? String(value));
  return text.length > 60 ? `${text.slice(0, 40)}…(${text.length} chars)` : text;
}

/** What is wrong with an answer to a probe, or null. */
function fault(op: Operation, res: { statusCode: number; body: string; headers: Record<string, unknown> }): string | null {
  if (res.statusCode >= 500) return `answered ${res.statusCode}`;
  if (res.statusCode < 400) return null;
  if (PAGES.has(op.key) && String(res.headers['content-type']).startsWith('text/html')) return res.body.includes('<p>') ? null : `a ${res.statusCode} page without a message`;
  let body: { statusCode?: unknown; error?: unknown; message?: unknown };
  try {
    body = JSON.parse(res.body);
  } catch {
    return `a ${res.statusCode} without a JSON body`;
  }
  if (body.statusCode !== res.statusCode || typeof body.error !== 'string' || !body.error || typeof body.message !== 'string' || !body.message.trim()) {
    return `a ${res.statusCode} without { statusCode, error, message }`;
  }
  // The database's refusal is the last line: a value the contract let through, refused without naming the field.
  if (body.message === MESSAGES.invalidValue) return 'refused by the database, not by the contract';
  return null;
}

describe('every operation, given malformed input', () => {
  it('finds the operations and walks all but the documented exceptions', () => {
    expect(operations.length).toBeGreaterThan(90);
    for (const key of [...Object.keys(SKIPPED), ...PAGES, ...Object.keys(WRITTEN_ON_REFUSAL), ...Object.keys(BASELINES)]) expect(operations.map((op) => op.key)).toContain(key);
  });

  it('never answers 5xx, refuses with { statusCode, error, message } and a refused request changes nothing', async () => {
    const faults: string[] = [];
    const accepted: string[] = [];
    let acceptedWrites = 0;
    const sessions = new Map<Role, Record<string, string>>();
    const signedIn = async (role: Role) => sessions.get(role) ?? sessions.set(role, { ...(await t.signIn([role], [teamId])).headers, 'x-timezone-offset': '180' }).get(role)!;
    for (const op of operations.filter((o) => !(o.key in SKIPPED))) {
      const role = roleOf(op);
      let headers: Record<string, string> = role ? await signedIn(role) : {};
      await written();
      /** Sends a probe; throws what is wrong with its answer. */
      const send = async (probe: Probe) => {
        const res = await t.app.inject({ method: op.method as 'GET', url: probe.url, headers: probe.headers, payload: probe.payload, remoteAddress: `10.1.${(request >> 8) & 255}.${request++ & 255}` });
        if (probe.kind === 'baseline' && res.statusCode < 300) accepted.push(op.key);
        const problem = fault(op, res);
        if (problem) throw new Error(`${op.key} ${probe.kind}: ${problem}: ${res.body.slice(0, 300)}`);
        // An accepted personal call may end the session (logout): the next probe signs in again.
        if (op.access.personal && res.statusCode < 300 && (await t.app.inject({ method: 'GET', url: '/api/user-info', headers })).statusCode === 401) {
          sessions.delete(role!);
          headers = await signedIn(role!);
        }
        const allowed = WRITTEN_ON_REFUSAL[op.key]?.status === res.statusCode ? WRITTEN_ON_REFUSAL[op.key].tables : [];
        const changed = (await written()).filter((table) => !allowed.includes(table));
        if (res.statusCode >= 400 && changed.length > 0) throw new Error(`${op.key} ${probe.kind}: refused with ${res.statusCode} but wrote ${changed.join(', ')}`);
        if (changed.length > 0) acceptedWrites++;
      };
      const probes = probesOf(op, () => headers);
      try {
        await send(probes.baseline());
      } catch (error) {
        faults.push((error as Error).message);
      }
      for (const probe of probes.fixed()) {
        try {
          await send(probe);
        } catch (error) {
          faults.push((error as Error).message);
          break;
        }
      }
      const inputs = op.params.length + (op.body ? pathsOf(op.body).length : 0);
      const result = await fc.check(fc.asyncProperty(probes.arbitrary, send), { seed: SEED, numRuns: Math.min(20, 5 + Math.ceil(inputs / 2)), endOnFailure: true });
      if (result.failed) faults.push(String((result.errorInstance as Error | undefined)?.message ?? result.counterexample));
    }
    expect(faults).toEqual([]);
    // Not vacuous: most valid bodies are accepted, so the probes that break one field reach the rules behind the contract.
    expect(accepted.length).toBeGreaterThan(operations.length * 0.7);
    // ... and the write log sees the changes of accepted mutations (it would see a refused one's the same way).
    expect(acceptedWrites).toBeGreaterThan(50);
  }, 180_000);
});
