import type { Language } from '@fsp/domain';
import { languageOf } from '../../texts';
import { russianForm } from '../../texts/russian-plural';

/** Texts of the SMS and e-mails sent to contact persons, in the survey's language (English otherwise). */
const CODE: Record<Language, (code: string, minutes: number) => string> = {
  en: (code, minutes) => `Your verification code is ${code}. It is valid for ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}. Do not share it with anyone.`,
  tr: (code, minutes) => `Doğrulama kodunuz: ${code}. Kod ${minutes} dakika geçerlidir. Kimseyle paylaşmayın.`,
  // "действителен N минуту · минуты · минут": the accusative of a span follows Russian plural rules.
  ru: (code, minutes) => `Ваш код подтверждения: ${code}. Код действителен ${minutes} ${russianForm(minutes, { one: 'минуту', few: 'минуты', many: 'минут' })}. Никому его не сообщайте.`,
  az: (code, minutes) => `Təsdiq kodunuz: ${code}. Kod ${minutes} dəqiqə etibarlıdır. Heç kimlə paylaşmayın.`,
  // A Georgian noun after a number stays singular ("10 წუთის განმავლობაში"): one form for every number.
  ge: (code, minutes) => `თქვენი დადასტურების კოდი: ${code}. კოდი მოქმედებს ${minutes} წუთის განმავლობაში. არავის გაუზიაროთ.`,
};

const SURVEY_SMS: Record<Language, (name: string, orderNumber: string, link: string) => string> = {
  en: (name, order, link) => `Dear ${name}, thank you for choosing our service. Please tell us how we did on work order ${order}: ${link}`,
  tr: (name, order, link) => `Sayın ${name}, ${order} numaralı iş emrimizle ilgili görüşlerinizi paylaşır mısınız? ${link}`,
  // "Здравствуйте" greets anyone: "Уважаемый" / "Уважаемая" would have to guess the contact's gender.
  ru: (name, order, link) => `Здравствуйте, ${name}! Оцените, пожалуйста, нашу работу по заказу ${order}: ${link}`,
  az: (name, order, link) => `Hörmətli ${name}, ${order} nömrəli sifariş üzrə xidmətimizi qiymətləndirin: ${link}`,
  ge: (name, order, link) => `პატივცემულო ${name}, გთხოვთ, შეაფასოთ ჩვენი მომსახურება შეკვეთაზე ${order}: ${link}`,
};

const SURVEY_SUBJECT: Record<Language, string> = {
  en: 'How did we do?',
  tr: 'Hizmetimizi değerlendirin',
  ru: 'Оцените наше обслуживание',
  az: 'Xidmətimizi qiymətləndirin',
  ge: 'შეაფასეთ ჩვენი მომსახურება',
};

export const verificationCodeText = (language: string | null, code: string, minutes: number) => CODE[languageOf(language)](code, minutes);
export const surveyLinkText = (language: string | null, name: string, orderNumber: string, link: string) => SURVEY_SMS[languageOf(language)](name, orderNumber, link);
export const surveySubject = (language: string | null) => SURVEY_SUBJECT[languageOf(language)];
