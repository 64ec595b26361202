import { describe, expect, it } from 'vitest';
import { teamWithOrganization } from './team-label';

const team = (name: string) => ({ name, organization: { displayName: 'İstanbul Tuzla' } });

describe('teamWithOrganization', () => {
  it('cuts a name longer than asked with an ellipsis, so that a dialog title keeps its own words and the organization', () => {
    expect(teamWithOrganization(team(`LONG${'Q'.repeat(251)}`), 40)).toBe(`LONG${'Q'.repeat(36)}… · İstanbul Tuzla`);
    expect(teamWithOrganization(team('Ş'.repeat(45)), 40)).toBe(`${'Ş'.repeat(40)}… · İstanbul Tuzla`);
  });

  it('keeps a name that fits, and the whole name when no length is given', () => {
    expect(teamWithOrganization(team('Atölye'), 40)).toBe('Atölye · İstanbul Tuzla');
    expect(teamWithOrganization(team('Q'.repeat(255)))).toBe(`${'Q'.repeat(255)} · İstanbul Tuzla`);
  });
});
