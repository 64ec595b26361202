import { describe, expect, it } from 'vitest';
import { surveyLinkText, surveySubject, verificationCodeText } from './messages';

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

  it('words a Georgian survey’s code in Georgian (its noun singular after every number), and greets a Russian contact without guessing a gender', () => {
    expect(verificationCodeText('ge', '123456', 1)).toBe('თქვენი დადასტურების კოდი: 123456. კოდი მოქმედებს 1 წუთის განმავლობაში. არავის გაუზიაროთ.');
    expect(verificationCodeText('ge', '123456', 10)).toBe('თქვენი დადასტურების კოდი: 123456. კოდი მოქმედებს 10 წუთის განმავლობაში. არავის გაუზიაროთ.');
    expect(surveySubject('ge')).toBe('შეაფასეთ ჩვენი მომსახურება');
    expect(surveyLinkText('ru', 'Анна Петрова', '1200345', 'https://x/pub/survey')).toBe('Здравствуйте, Анна Петрова! Оцените, пожалуйста, нашу работу по заказу 1200345: https://x/pub/survey');
    expect(surveyLinkText('ge', 'ნინო ბერიძე', '1200345', 'https://x/pub/survey')).toBe('პატივცემულო ნინო ბერიძე, გთხოვთ, შეაფასოთ ჩვენი მომსახურება შეკვეთაზე 1200345: https://x/pub/survey');
  });
});
