import { describe, expect, it } from 'vitest';
import { isChromiumBased } from './browser';

describe('isChromiumBased', () => {
  it('accepts Chrome, Edge and headless Chromium', () => {
    expect(isChromiumBased('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36')).toBe(true);
    expect(isChromiumBased('Mozilla/5.0 ... Chrome/126.0 Safari/537.36 Edg/126.0')).toBe(true);
    expect(isChromiumBased('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0 Safari/537.36')).toBe(true);
    expect(isChromiumBased('anything', [{ brand: 'Not A;Brand' }, { brand: 'Chromium' }])).toBe(true);
  });

  it('rejects Firefox, Safari and iOS browsers', () => {
    expect(isChromiumBased('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe(false);
    expect(isChromiumBased('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15')).toBe(false);
    expect(isChromiumBased('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 CriOS/126.0 Mobile/15E148 Safari/604.1')).toBe(false);
  });
});
