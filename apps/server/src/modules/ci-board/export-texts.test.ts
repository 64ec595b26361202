import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@fsp/domain';
import { CI_EXPORT_HEADERS, CI_EXPORT_TEXTS } from './export-texts';

describe('CI export texts', () => {
  it.each(LANGUAGES)('gives %s a sheet name Excel accepts and a word for every column', (language) => {
    const texts = CI_EXPORT_TEXTS[language];
    expect(texts.sheet.length).toBeLessThanOrEqual(31);
    expect(texts.sheet).not.toMatch(/[[\]:*?/\\]/);
    expect(texts.headers).toHaveLength(CI_EXPORT_HEADERS.length);
    expect([...texts.headers, texts.waste, texts.isg, texts.yes, texts.no].every((word) => word.trim() !== '')).toBe(true);
  });
});
