import { describe, expect, it } from 'vitest';
import { sanitizeIntendedPath } from './intended-path';

describe('sanitizeIntendedPath', () => {
  it('keeps app paths with query and hash', () => {
    expect(sanitizeIntendedPath('/ci-board?id=3&country=tr#top')).toBe('/ci-board?id=3&country=tr#top');
  });

  it('refuses other origins, the root and pages that are no destination', () => {
    for (const p of ['//evil.example', 'https://evil.example', '/\\evil', '', null, undefined, '/', '/?x=1', '/login', '/login/start?token=abc', '/logout', '/no-access', '/network-error']) {
      expect(sanitizeIntendedPath(p)).toBeNull();
    }
  });
});
