import { describe, expect, it } from 'vitest';
import {
  initialFilters,
  parseFilterSnapshot,
  parseRememberedSelection,
  serializeFilterSnapshot,
  serializeRememberedSelection,
  withKnownScope,
  type PlanningFilters,
} from './filters';

const filters: PlanningFilters = { date: '2026-11-22', teamIds: [1, 2], organizationEnabled: true, organizations: ['TR10'], remember: false, planRange: { start: '2026-08-22', end: '2026-11-22' } };
const now = 1_800_000_000_000;

describe('filter snapshot', () => {
  it('round-trips, the date as a date', () => {
    expect(parseFilterSnapshot(serializeFilterSnapshot(filters, now), now + 1000)).toEqual(filters);
  });
  it('drops stale, malformed and incomplete snapshots', () => {
    expect(parseFilterSnapshot(serializeFilterSnapshot(filters, now), now + 13 * 3600_000)).toBeNull();
    expect(parseFilterSnapshot('not json', now)).toBeNull();
    expect(parseFilterSnapshot(null, now)).toBeNull();
    expect(parseFilterSnapshot(JSON.stringify({ version: 2, savedAt: now, filters }), now)).toBeNull();
    expect(parseFilterSnapshot(serializeFilterSnapshot({ ...filters, date: '2026-02-30' }, now), now)).toBeNull();
    expect(parseFilterSnapshot(serializeFilterSnapshot({ ...filters, teamIds: [] }, now), now)).toBeNull();
  });
  it('keeps the plan-date range apart from the date; an old snapshot without one, or a broken one, reads as open', () => {
    const withRange = parseFilterSnapshot(serializeFilterSnapshot(filters, now), now);
    expect(withRange).toMatchObject({ date: '2026-11-22', planRange: { start: '2026-08-22', end: '2026-11-22' } });
    const { planRange: _left, ...old } = filters;
    expect(parseFilterSnapshot(JSON.stringify({ version: 1, savedAt: now, filters: old }), now)?.planRange).toEqual({ start: null, end: null });
    const broken = { ...filters, planRange: { start: '2026-11-22', end: '2026-08-22' } };
    expect(parseFilterSnapshot(serializeFilterSnapshot(broken, now), now)?.planRange).toEqual({ start: null, end: null });
    const halfOpen = { ...filters, planRange: { start: '2026-02-30', end: '2026-11-22' } };
    expect(parseFilterSnapshot(serializeFilterSnapshot(halfOpen, now), now)?.planRange).toEqual({ start: null, end: '2026-11-22' });
  });
  it('cleans ids and organizations', () => {
    const raw = JSON.stringify({ version: 1, savedAt: now, filters: { ...filters, teamIds: [1, 1, -3, 'x', 2.5, 7], organizations: [] } });
    expect(parseFilterSnapshot(raw, now)).toEqual({ ...filters, teamIds: [1, 7], organizations: [], organizationEnabled: false });
  });
});

describe('remembered selection', () => {
  it('round-trips teams and organizations only', () => {
    expect(parseRememberedSelection(serializeRememberedSelection(filters))).toEqual({ teamIds: [1, 2], organizationEnabled: true, organizations: ['TR10'] });
  });
  it('is null without teams or for garbage', () => {
    expect(parseRememberedSelection(JSON.stringify({ teamIds: [] }))).toBeNull();
    expect(parseRememberedSelection('[')).toBeNull();
  });
});

describe('initialFilters', () => {
  it('prefers the snapshot, then the remembered selection on today, else none', () => {
    const remembered = { teamIds: [5], organizationEnabled: false, organizations: [] };
    expect(initialFilters({ snapshot: filters, remembered, today: '2026-12-01' })).toEqual({ filters, source: 'snapshot' });
    expect(initialFilters({ snapshot: null, remembered, today: '2026-12-01' })).toEqual({
      filters: { date: '2026-12-01', teamIds: [5], organizationEnabled: false, organizations: [], remember: true, planRange: { start: null, end: null } },
      source: 'remembered',
    });
    expect(initialFilters({ snapshot: null, remembered: null, today: '2026-12-01' })).toEqual({ filters: null, source: 'none' });
  });
});

describe('withKnownScope', () => {
  const orgunits = new Set(['TR10']);
  it('drops teams outside the known list and keeps identity otherwise', () => {
    expect(withKnownScope(filters, { teamIds: new Set([2, 3]), orgunits }).teamIds).toEqual([2]);
    expect(withKnownScope(filters, { teamIds: new Set([1, 2]), orgunits })).toBe(filters);
  });
  it('drops a remembered organization outside the scope, and the organization filter when none is left', () => {
    const teamIds = new Set([1, 2]);
    const mixed = { ...filters, organizations: ['TR10', 'RU10'] };
    expect(withKnownScope(mixed, { teamIds, orgunits })).toMatchObject({ organizationEnabled: true, organizations: ['TR10'] });
    expect(withKnownScope({ ...filters, organizations: ['RU10'] }, { teamIds, orgunits })).toMatchObject({ teamIds: [1, 2], organizationEnabled: false, organizations: [] });
  });
});
