import { describe, expect, it } from 'vitest';
import { verificationCodeText } from './messages';

describe('verificationCodeText', () => {
  it('names the minutes in the plural form the number takes', () => {
    const validity = (language: string, minutes: number) => verificationCodeText(language, '123456', minutes).split('. ')[1];
    expect([1, 2, 5, 10, 21].map((minutes) => validity('ru', minutes))).toEqual([
      'Код действителен 1 минуту',
      'Код действителен 2 минуты',
      'Код действителен 5 минут',
      'Код действителен 10 минут',
      'Код действителен 21 минуту',
    ]);
    expect([1, 10].map((minutes) => validity('en', minutes))).toEqual(['It is valid for 1 minute', 'It is valid for 10 minutes']);
  });
});
