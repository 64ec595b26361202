/**
 * Chromium-based browsers (Chrome, Edge, Opera, Brave, Vivaldi, Samsung Internet...). Uses
 * User-Agent Client Hints when available (Chromium only ships them), else the user-agent text.
 */
export function isChromiumBased(userAgent: string, brands?: readonly { brand: string }[]): boolean {
  if (brands && brands.some((b) => /chromium|google chrome|microsoft edge/i.test(b.brand))) return true;
  if (/firefox|fxios/i.test(userAgent)) return false;
  // iOS browsers all run WebKit, whatever their name says.
  if (/iphone|ipad|ipod/i.test(userAgent)) return false;
  return /chrome\/|chromium\/|crios\/|edg\//i.test(userAgent);
}

interface NavigatorWithHints {
  userAgentData?: { brands?: { brand: string }[] };
}

export function isCurrentBrowserChromiumBased(): boolean {
  const nav = navigator as Navigator & NavigatorWithHints;
  return isChromiumBased(nav.userAgent, nav.userAgentData?.brands);
}
