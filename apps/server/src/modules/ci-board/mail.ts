import type { OutgoingMessage } from '../../delivery/delivery';
import type { Language } from '@fsp/domain';
import { languageOf } from '../../texts';

interface StatusMailTexts {
  subject: (key: string, status: string) => string;
  greeting: (name: string) => string;
  body: (key: string, status: string) => string;
  note: string;
  problem: string;
}

/** The author's e-mail when the committee changes a suggestion's status, in the author's language. */
const TEXTS: Record<Language, StatusMailTexts> = {
  en: {
    subject: (key, status) => `Your suggestion ${key} is now: ${status}`,
    greeting: (name) => `Hello ${name},`,
    body: (key, status) => `The improvement committee changed the status of your suggestion ${key} to "${status}".`,
    note: 'Committee note',
    problem: 'Your suggestion',
  },
  tr: {
    subject: (key, status) => `${key} numaralı öneriniz: ${status}`,
    greeting: (name) => `Merhaba ${name},`,
    body: (key, status) => `İyileştirme komitesi ${key} numaralı önerinizin durumunu "${status}" olarak değiştirdi.`,
    note: 'Komite notu',
    problem: 'Öneriniz',
  },
  ru: {
    subject: (key, status) => `Ваше предложение ${key}: ${status}`,
    greeting: (name) => `Здравствуйте, ${name}!`,
    body: (key, status) => `Комитет по улучшениям изменил статус вашего предложения ${key} на «${status}».`,
    note: 'Примечание комитета',
    problem: 'Ваше предложение',
  },
  az: {
    subject: (key, status) => `${key} nömrəli təklifiniz: ${status}`,
    greeting: (name) => `Salam, ${name},`,
    body: (key, status) => `Təkmilləşdirmə komitəsi ${key} nömrəli təklifinizin statusunu "${status}" olaraq dəyişdi.`,
    note: 'Komitə qeydi',
    problem: 'Təklifiniz',
  },
  ge: {
    subject: (key, status) => `თქვენი წინადადება ${key}: ${status}`,
    greeting: (name) => `გამარჯობა, ${name},`,
    body: (key, status) => `გაუმჯობესების კომიტეტმა თქვენი წინადადების ${key} სტატუსი შეცვალა: „${status}“.`,
    note: 'კომიტეტის შენიშვნა',
    problem: 'თქვენი წინადადება',
  },
};

export function statusChangeMail(
  author: { email: string | null; firstname: string; cultureName: string },
  suggestion: { key: string; problem: string; status: string; note: string | null },
): OutgoingMessage {
  const t = TEXTS[languageOf(author.cultureName)];
  const lines = [t.greeting(author.firstname), '', t.body(suggestion.key, suggestion.status), '', `${t.problem}: ${suggestion.problem}`];
  if (suggestion.note) lines.push(`${t.note}: ${suggestion.note}`);
  return { channel: 'EMAIL', recipient: author.email!, subject: t.subject(suggestion.key, suggestion.status), body: lines.join('\n') };
}
