import { describe, expect, it } from 'vitest';
import { parseRoleMap, rolesFrom, usernameFrom } from './sso-accounts';

describe('usernameFrom', () => {
  it('takes the configured claim, trimmed and lower-cased, with a dotted path', () => {
    expect(usernameFrom({ preferred_username: '  Elif.Sahin@Example.com ' }, 'preferred_username')).toBe('elif.sahin@example.com');
    expect(usernameFrom({ ext: { login: 'ESAHIN' } }, 'ext.login')).toBe('esahin');
  });

  it('falls back to the e-mail unless the provider says it is not verified', () => {
    expect(usernameFrom({ email: 'a@b.test' }, 'preferred_username')).toBe('a@b.test');
    expect(usernameFrom({ email: 'a@b.test', email_verified: true }, 'upn')).toBe('a@b.test');
    expect(usernameFrom({ email: 'a@b.test', email_verified: false }, 'preferred_username')).toBeNull();
    expect(usernameFrom({ preferred_username: '   ', sub: 'x' }, 'preferred_username')).toBeNull();
    expect(usernameFrom({ preferred_username: 42 }, 'preferred_username')).toBeNull();
  });
});

describe('rolesFrom', () => {
  const roleMap = parseRoleMap('fsp-dispatchers=DISPATCHER, fsp-admins = ADMIN');

  it('maps provider values to portal roles and ignores the rest', () => {
    expect(rolesFrom({ groups: ['fsp-admins', 'everyone', 'fsp-dispatchers'] }, { rolesClaim: 'groups', roleMap })).toEqual(['ADMIN', 'DISPATCHER']);
    expect(rolesFrom({ realm_access: { roles: ['OBSERVER', 'offline_access'] } }, { rolesClaim: 'realm_access.roles', roleMap })).toEqual(['OBSERVER']);
    expect(rolesFrom({ scope_roles: 'fsp-admins OBSERVER' }, { rolesClaim: 'scope_roles', roleMap })).toEqual(['ADMIN', 'OBSERVER']);
  });

  it('answers no roles when the claim is missing, and null when no roles claim is configured', () => {
    expect(rolesFrom({}, { rolesClaim: 'groups', roleMap })).toEqual([]);
    expect(rolesFrom({ groups: ['fsp-admins'] }, { rolesClaim: undefined, roleMap })).toBeNull();
  });
});

describe('parseRoleMap', () => {
  it('refuses an entry that names no portal role', () => {
    expect(() => parseRoleMap('fsp-boss=SUPERUSER')).toThrow(/OIDC_ROLE_MAP/);
    expect(() => parseRoleMap('no-equals-sign')).toThrow(/OIDC_ROLE_MAP/);
    expect(parseRoleMap('')).toEqual(new Map());
  });
});
