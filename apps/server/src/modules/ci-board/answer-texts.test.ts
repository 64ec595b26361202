import { describe, expect, it } from 'vitest';
import { CI_MESSAGES, LANGUAGES } from '@fsp/domain';
import { answerTextsFor } from './answer-texts';

const textsOf = (cultureName: string) => answerTextsFor({ user: { cultureName } as never });
/** Every text by a path; English also holds the broken-client texts, which other languages leave out. */
const flat = (cultureName: string): Record<string, string> => {
  const { fields, review, filter, unknownCode, ...plain } = textsOf(cultureName);
  const grouped = Object.entries({ fields, review, filter }).flatMap(([group, texts]) => Object.entries(texts).map(([key, text]) => [`${group}.${key}`, text]));
  return Object.fromEntries([...Object.entries(plain), ...grouped, ['unknownCode', unknownCode('X')]]);
};

describe('CI refusal texts', () => {
  it('answers English for English and for a language the portal does not speak', () => {
    expect(textsOf('en').fileContent).toBe(CI_MESSAGES.fileContent);
    expect(textsOf('de')).toBe(textsOf('en'));
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('words every refusal in %s, none left in English', (language) => {
    const english = flat('en');
    const texts = flat(language);
    expect(Object.keys(texts).length).toBeGreaterThan(20);
    for (const [key, text] of Object.entries(texts)) {
      expect(text.trim(), key).not.toBe('');
      expect(text, key).not.toBe(english[key]);
    }
  });
});
