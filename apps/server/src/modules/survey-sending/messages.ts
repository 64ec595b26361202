import { russianForm } from '../../texts/russian-plural';

/** Texts of the SMS and e-mails sent to contact persons, in the survey's language (English otherwise). */
type Lang = 'en' | 'tr' | 'ru' | 'az';

const CODE: Record<Lang, (code: string, minutes: number) => string> = {
  en: (code, minutes) => `Your verification code is ${code}. It is valid for ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}. Do not share it with anyone.`,
  tr: (code, minutes) => `Doğrulama kodunuz: ${code}. Kod ${minutes} dakika geçerlidir. Kimseyle paylaşmayın.`,
  // "действителен N минуту · минуты · минут": the accusative of a span follows Russian plural rules.
  ru: (code, minutes) => `Ваш код подтверждения: ${code}. Код действителен ${minutes} ${russianForm(minutes, { one: 'минуту', few: 'минуты', many: 'минут' })}. Никому его не сообщайте.`,
  az: (code, minutes) => `Təsdiq kodunuz: ${code}. Kod ${minutes} dəqiqə etibarlıdır. Heç kimlə paylaşmayın.`,
};

const SURVEY_SMS: Record<Lang, (name: string, orderNumber: string, link: string) => string> = {
  en: (name, order, link) => `Dear ${name}, thank you for choosing our service. Please tell us how we did on work order ${order}: ${link}`,
  tr: (name, order, link) => `Sayın ${name}, ${order} numaralı iş emrimizle ilgili görüşlerinizi paylaşır mısınız? ${link}`,
  ru: (name, order, link) => `Уважаемый(ая) ${name}, оцените, пожалуйста, нашу работу по заказу ${order}: ${link}`,
  az: (name, order, link) => `Hörmətli ${name}, ${order} nömrəli sifariş üzrə xidmətimizi qiymətləndirin: ${link}`,
};

const SURVEY_SUBJECT: Record<Lang, string> = {
  en: 'How did we do?',
  tr: 'Hizmetimizi değerlendirin',
  ru: 'Оцените наше обслуживание',
  az: 'Xidmətimizi qiymətləndirin',
};

const lang = (language: string | null | undefined): Lang => (language && language in CODE ? (language as Lang) : 'en');

export const verificationCodeText = (language: string | null, code: string, minutes: number) => CODE[lang(language)](code, minutes);
export const surveyLinkText = (language: string | null, name: string, orderNumber: string, link: string) => SURVEY_SMS[lang(language)](name, orderNumber, link);
export const surveySubject = (language: string | null) => SURVEY_SUBJECT[lang(language)];
