/** Where an application opens: another site (full page), or a screen of this portal; the portal itself is left out. */
export function applicationTarget(url: string): { kind: 'external' | 'internal'; href: string } | null {
  if (/^https?:\/\/[^/]/i.test(url)) return { kind: 'external', href: url };
  if (url.startsWith('/') && !url.startsWith('//') && url !== '/') return { kind: 'internal', href: url };
  return null;
}
