import { describe, expect, it } from 'vitest';
import { russianForm } from './russian-plural';

const SECONDS = { one: 'секунду', few: 'секунды', many: 'секунд' };

describe('russianForm', () => {
  it('follows the last digits, not the size: 1 and 21 one, 2–4 and 22 few, 5, 11–14 and 25 many', () => {
    const forms = [1, 21, 2, 4, 22, 5, 11, 12, 14, 25, 100].map((count) => `${count} ${russianForm(count, SECONDS)}`);
    expect(forms).toEqual(['1 секунду', '21 секунду', '2 секунды', '4 секунды', '22 секунды', '5 секунд', '11 секунд', '12 секунд', '14 секунд', '25 секунд', '100 секунд']);
  });

  it('takes the genitive singular for a fraction, as Russian does (1,5 секунды)', () => {
    expect(russianForm(1.5, SECONDS)).toBe('секунды');
  });
});
