import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@fsp/domain';
import type { OperationAccess } from '../src/plugins/openapi';
import { createTestApp, type TestApp } from './harness';

/**
 * Walks every operation of the OpenAPI document (generated from the same route config the auth hook
 * enforces) and proves the access rule of each: 401 without a token, 403 for a role not admitted,
 * 403 for OBSERVER on every mutation and for CI_BOARD_USER alone on every Excel export. New routes are covered the moment they are registered.
 */
type Access = OperationAccess;
interface Operation {
  method: string;
  path: string;
  url: string;
  access: Access;
}

let t: TestApp;
let operations: Operation[];
const headersByRole = {} as Record<Role, Record<string, string>>;

beforeAll(async () => {
  t = await createTestApp();
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { 'x-access'?: Access }>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      url: path.replace(/\{[^}]+\}/g, 'probe123'),
      access: op['x-access'] as Access,
    })),
  );
  for (const role of ROLES) headersByRole[role] = (await t.signIn([role])).headers;
});
afterAll(async () => t?.close());

const isMutation = (op: Operation) => !['GET', 'HEAD'].includes(op.method) && !op.access.readOnly && !op.access.personal && !op.access.public;

describe('route policy', () => {
  it('finds the operations and each declares its access rule', () => {
    expect(operations.length).toBeGreaterThan(10);
    for (const op of operations) expect(op.access, `${op.method} ${op.path}`).toBeDefined();
  });

  it('describes every operation, and every $ref of the document points at a schema it holds', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, { summary?: string; description?: string }>>; components?: { schemas?: Record<string, unknown> } };
    const refs = new Set(JSON.stringify(doc).match(/"#\/components\/schemas\/[^"]+"/g) ?? []);
    expect(refs.size).toBeGreaterThan(0);
    for (const ref of refs) expect(doc.components?.schemas?.[ref.slice(22, -1)], ref).toBeDefined();
    for (const [path, methods] of Object.entries(doc.paths)) for (const [method, op] of Object.entries(methods)) expect(op.summary && op.description, `${method} ${path}`).toBeTruthy();
  });

  it('answers 401 without a token on every non-public operation', async () => {
    for (const op of operations.filter((o) => !o.access.public)) {
      const res = await t.app.inject({ method: op.method as 'GET', url: op.url, payload: op.method === 'GET' ? undefined : {} });
      expect(res.statusCode, `${op.method} ${op.path}`).toBe(401);
    }
  });

  it('answers 403 to a role the operation does not admit', async () => {
    const checked: string[] = [];
    for (const op of operations.filter((o) => o.access.roles)) {
      const outsider = ROLES.find((r) => !op.access.roles!.includes(r) && !(r === 'OBSERVER' && isMutation(op)));
      if (!outsider) continue;
      const res = await t.app.inject({ method: op.method as 'GET', url: op.url, headers: headersByRole[outsider], payload: op.method === 'GET' ? undefined : {} });
      expect(res.statusCode, `${outsider} on ${op.method} ${op.path}`).toBe(403);
      checked.push(`${op.method} ${op.path}`);
    }
    // Not vacuous: role-restricted reads and mutations exist and were probed.
    expect(checked).toEqual(expect.arrayContaining(['POST /api/technicians-with-schedules', 'POST /api/save-schedules']));
  });

  it('refuses a NUL character in a path parameter, the query or the body with a 400 on every operation', async () => {
    for (const op of operations) {
      const role = op.access.roles?.[0] ?? 'ADMIN';
      const headers = op.access.public ? {} : headersByRole[role];
      const hasParams = op.path.includes('{');
      const url = hasParams ? op.path.replace(/\{[^}]+\}/g, 'a%00b') : op.method === 'GET' ? `${op.path}?probe=a%00b` : op.path;
      const payload = op.method === 'GET' || hasParams ? undefined : { probe: 'a\u0000b' };
      const res = await t.app.inject({ method: op.method as 'GET', url, headers, payload });
      expect(res.statusCode, `${role} on ${op.method} ${op.path}`).toBe(400);
      expect(res.json().message, `${op.method} ${op.path}`).toContain('NUL character');
    }
  });

  it('answers 403 to a user whose only role is CI_BOARD_USER on every Excel export, whatever the body', async () => {
    const exports = operations.filter((op) => op.access.excelExport || /export$/i.test(op.path));
    expect(exports.map((op) => `${op.method} ${op.path}`)).toEqual(expect.arrayContaining(['POST /api/ciBoard/export', 'POST /api/history/export', 'POST /api/sample-search/export']));
    for (const op of exports) expect(op.access.excelExport, `${op.method} ${op.path} declares excelExport`).toBe(true);
    for (const op of exports) {
      const res = await t.app.inject({ method: op.method as 'POST', url: op.url, headers: headersByRole.CI_BOARD_USER, payload: {} });
      expect([res.statusCode, res.json().message], `${op.method} ${op.path}`).toEqual([403, 'Excel export is not available to you.']);
    }
  });

  it('answers 403 to OBSERVER on every mutation, whatever the body', async () => {
    const mutations = operations.filter(isMutation);
    // Not vacuous: the planning mutations are among those probed.
    expect(mutations.map((op) => `${op.method} ${op.path}`)).toEqual(
      expect.arrayContaining(['POST /api/save-schedules', 'DELETE /api/deactivateTechnician/{bpNo}']),
    );
    for (const op of mutations) {
      const res = await t.app.inject({ method: op.method as 'POST', url: op.url, headers: headersByRole.OBSERVER, payload: {} });
      expect(res.statusCode, `OBSERVER on ${op.method} ${op.path}`).toBe(403);
      expect(res.json().message).toBe('Sorry, you are not authorized to do this operation');
    }
  });
});
