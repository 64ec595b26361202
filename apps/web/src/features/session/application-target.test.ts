import { describe, expect, it } from 'vitest';
import { applicationTarget } from './application-target';

describe('applicationTarget', () => {
  it('opens other sites as full pages and portal screens in the app, and leaves the portal itself out', () => {
    expect(applicationTarget('https://crm.example.com/app')).toEqual({ kind: 'external', href: 'https://crm.example.com/app' });
    expect(applicationTarget('/ci-board')).toEqual({ kind: 'internal', href: '/ci-board' });
    expect(applicationTarget('/')).toBeNull();
  });

  it('refuses addresses that are not http(s) or a path of this site', () => {
    expect(applicationTarget('javascript:alert(1)')).toBeNull();
    expect(applicationTarget('//evil.example.com')).toBeNull();
    expect(applicationTarget('ftp://files.example.com')).toBeNull();
  });
});
