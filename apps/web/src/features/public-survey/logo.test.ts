import { describe, expect, it } from 'vitest';
import { surveyLogoSrc } from './logo';

describe('surveyLogoSrc', () => {
  it("shows a country's captioned logo only on a page in its caption's language", () => {
    expect(surveyLogoSrc('1000', 'tr')).toBe('/survey-logos/tr.svg');
    expect(surveyLogoSrc('AZ01', 'az')).toBe('/survey-logos/az.svg');
    expect(surveyLogoSrc('KZ01', 'ru')).toBe('/survey-logos/kz.svg');
    expect(surveyLogoSrc('GE01', 'ge')).toBe('/survey-logos/ge.svg');
  });

  it('shows the caption-free mark on a page in another language, or without a known logo', () => {
    for (const language of ['ru', 'az', 'ge', 'en'] as const) expect(surveyLogoSrc('1000', language)).toBe('/survey-logos/default.svg');
    expect(surveyLogoSrc('GE01', 'ru')).toBe('/survey-logos/default.svg');
    expect(surveyLogoSrc(null, 'tr')).toBe('/survey-logos/default.svg');
    expect(surveyLogoSrc('XX99', 'tr')).toBe('/survey-logos/default.svg');
  });
});
