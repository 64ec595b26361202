/** Satisfaction surveys: templates, rep positions, customer contact persons, requests sent after finished jobs, answers. */
import { contactRulesFromConfig, type ContactPhoneRule } from '@fsp/domain';
import type { contactPersonPhones, contactPersons, repPositions, surveyAnswers, surveyQuestions, surveyRequests, surveys } from '../../db/schema';
import { asciiSlug, EMAIL_TLD, personName, type CountryCode } from '../names';
import { forkRandom, type Random } from '../random';
import { DEMO_SETTINGS } from '../reference-data';
import { BROWSER_AGENTS, REP_POSITIONS, SURVEY_COMPLAINTS, SURVEY_TEMPLATES, type SurveyTemplate } from '../texts';
import { addMinutes } from '../time';
import { orgTime, pastMoment, type World } from '../world';
import type { Customer } from './orders';
import { plannerOf, type Assignment } from './planning';

/** The demo settings' contact-phone rule of a country (its MOBILE_OPERATOR_CHARACTERS and PHONE_NUMBER_VALID_CHARACTER_LENGTH over the '*' defaults). */
export function demoPhoneRule(country: CountryCode): ContactPhoneRule {
  const config: Record<string, string> = {};
  for (const row of DEMO_SETTINGS) if (row.countryCode === '*') config[row.key] = row.value;
  for (const row of DEMO_SETTINGS) if (row.countryCode === country) config[row.key] = row.value;
  return contactRulesFromConfig(config);
}

const PHONE_RULES = new Map<CountryCode, ContactPhoneRule>();

/** A national mobile number the contact form accepts for the country: an operator prefix, then digits up to the exact length. */
export function contactPhone(random: Random, country: CountryCode): string {
  let rule = PHONE_RULES.get(country);
  if (!rule) PHONE_RULES.set(country, (rule = demoPhoneRule(country)));
  const prefix = rule.prefixes.length > 0 ? random.pick(rule.prefixes) : '';
  return `${prefix}${random.digits(rule.length - prefix.length)}`;
}

const URL_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const SURVEYED = new Set(['JOBDONE', 'BACKHOME', 'ATHOME', 'JOBCLOSED', 'SEND_FORM']);
const EMAIL_PLACEHOLDER = 'no-email@customer.invalid';

interface Rep {
  repId: number;
  customer: Customer;
  phones: { telephone: string; verifiedAt: Date | null }[];
  active: boolean;
}

export interface SurveyRows {
  positions: (typeof repPositions.$inferInsert)[];
  contacts: (typeof contactPersons.$inferInsert)[];
  phones: (typeof contactPersonPhones.$inferInsert)[];
  surveys: (typeof surveys.$inferInsert)[];
  questions: (typeof surveyQuestions.$inferInsert)[];
  requests: (typeof surveyRequests.$inferInsert)[];
  answers: (typeof surveyAnswers.$inferInsert)[];
}

export function generateSurveys(world: World, customerList: Customer[], list: Assignment[]): SurveyRows {
  const random = forkRandom(world.seed, 'surveys');
  const codes = forkRandom(world.seed, 'survey-public-codes');

  // Templates: one per language, 3-5 smiley questions each.
  const templateRows: (typeof surveys.$inferInsert)[] = [];
  const questionRows: (typeof surveyQuestions.$inferInsert & { id: number })[] = [];
  const templates = new Map<string, { id: number; template: SurveyTemplate; questionIds: { id: number; mandatory: boolean; reasonLimit: number | null }[] }>();
  SURVEY_TEMPLATES.forEach((template, index) => {
    const id = index + 1;
    templateRows.push({
      id,
      countryCode: template.countryCode,
      language: template.language,
      surveyTitle: template.title,
      logoId: template.logoId,
      message: template.message,
      thankYouMessage: template.thankYou,
      contactMessage: template.contact,
    });
    const questionIds: { id: number; mandatory: boolean; reasonLimit: number | null }[] = [];
    template.questions.forEach((q, i) => {
      const qid = questionRows.length + 1;
      const reasonLimit = q.reason ? 2 : null;
      questionRows.push({
        id: qid,
        surveyId: id,
        questionText: q.text,
        questionType: 'SMILEY',
        mandatory: q.mandatory,
        maxLimit: 5,
        reasonLimit,
        reasonTextLimit: q.reason ? 500 : null,
        reasonQuestionText: q.reason ?? null,
        sortOrder: i + 1,
      });
      questionIds.push({ id: qid, mandatory: q.mandatory, reasonLimit });
    });
    templates.set(template.language, { id, template, questionIds });
  });

  // Contact persons: every customer with a finished job (the survey tab sends to them) has 1-3, the first always
  // active; a quarter of the other customers have some too.
  const finishedCustomers = new Set(list.filter((a) => a.item && SURVEYED.has(a.status)).map((a) => a.item!.order.customer));
  const contactRows: (typeof contactPersons.$inferInsert)[] = [];
  const reps = new Map<Customer, Rep[]>();
  for (const customer of customerList) {
    if (!finishedCustomers.has(customer) && !random.chance(0.25)) continue;
    const domain = `${asciiSlug(customer.short, '')}.${EMAIL_TLD[customer.country]}`;
    const list: Rep[] = [];
    for (let n = random.weighted([
      [1, 55],
      [2, 35],
      [3, 10],
    ] as const); n > 0; n--) {
      const name = personName(random, customer.country, 0.25);
      const repId = contactRows.length + 1;
      const active = list.length === 0 || random.chance(0.95);
      contactRows.push({
        repId,
        customerNumber: customer.number,
        firstName: name.first,
        lastName: name.last,
        positionCode: random.pick(REP_POSITIONS)[0],
        email: random.chance(0.85) ? `${asciiSlug(name.first)}.${asciiSlug(name.last)}@${domain}` : EMAIL_PLACEHOLDER,
        active,
        createdAt: orgTime(customer.org, world.today - random.int(20, 600), random.int(9 * 60, 18 * 60)),
      });
      const phones = [{ telephone: contactPhone(random, customer.country), verifiedAt: null as Date | null }];
      if (random.chance(0.2)) phones.push({ telephone: contactPhone(random, customer.country), verifiedAt: null });
      list.push({ repId, customer, phones, active });
    }
    reps.set(customer, list);
  }

  // Requests for some finished jobs in countries with a template; answered, still open or expired.
  const requestRows: (typeof surveyRequests.$inferInsert)[] = [];
  const answerRows: (typeof surveyAnswers.$inferInsert)[] = [];
  const usedCodes = new Set<string>();
  const todayStart = orgTime(world.orgs[0], world.today, 0).getTime();
  for (const a of list) {
    if (!a.item || !SURVEYED.has(a.status) || a.day >= world.today) continue;
    const country = a.tech.org.countryCode;
    const language = country === 'TR' ? (random.chance(0.15) ? 'en' : 'tr') : country === 'RU' ? 'ru' : country === 'AZ' ? 'az' : null;
    if (!language || !random.chance(0.1)) continue;
    const rep = reps.get(a.item.order.customer)?.find((r) => r.active);
    const template = templates.get(language);
    if (!rep || !template) continue;
    const sentAt = pastMoment(world, addMinutes(a.end, random.int(30, 600)), a.end);
    const phone = rep.phones[0];
    if (!phone.verifiedAt || phone.verifiedAt > sentAt) phone.verifiedAt = addMinutes(sentAt, -random.int(2, 10));
    const expiresAt = addMinutes(sentAt, 14 * 24 * 60);
    const answered = random.chance(0.55);
    const answeredAt = answered ? pastMoment(world, addMinutes(sentAt, random.int(10, 600)), sentAt) : null;
    const status = answered ? 'ANSWERED' : expiresAt.getTime() < todayStart ? 'EXPIRED' : 'SENT';
    let publicCode = codes.chars(32, URL_SAFE);
    while (usedCodes.has(publicCode)) publicCode = codes.chars(32, URL_SAFE);
    usedCodes.add(publicCode);
    const id = requestRows.length + 1;
    requestRows.push({
      id,
      publicCode,
      surveyId: template.id,
      schedulerId: a.id,
      repId: rep.repId,
      telephone: phone.telephone,
      status,
      sentAt,
      answeredAt,
      expiresAt,
      sentByUserId: plannerOf(world, a.tech).userId,
      userBrowserAgent: answered ? random.pick(BROWSER_AGENTS) : null,
    });
    if (!answered) continue;
    for (const q of template.questionIds) {
      if (!q.mandatory && random.chance(0.1)) {
        answerRows.push({ surveyRequestId: id, questionId: q.id, answer: null, extraAnswer: null });
        continue;
      }
      const answer = random.weighted([
        [5, 45],
        [4, 30],
        [3, 13],
        [2, 7],
        [1, 5],
      ] as const);
      const extra = q.reasonLimit !== null && answer <= q.reasonLimit ? random.pick(SURVEY_COMPLAINTS[template.template.language]) : null;
      answerRows.push({ surveyRequestId: id, questionId: q.id, answer, extraAnswer: extra });
    }
  }

  const phoneRows: (typeof contactPersonPhones.$inferInsert)[] = [];
  for (const list of reps.values()) for (const rep of list) for (const p of rep.phones) phoneRows.push({ repId: rep.repId, telephone: p.telephone, verifiedAt: p.verifiedAt });
  // Two phones of one rep could collide by chance: (repId, telephone) is unique.
  const seen = new Set<string>();
  const uniquePhones = phoneRows.filter((p) => {
    const key = `${p.repId}|${p.telephone}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });

  return {
    positions: REP_POSITIONS.map(([code, value]) => ({ code, value })),
    contacts: contactRows,
    phones: uniquePhones,
    surveys: templateRows,
    questions: questionRows,
    requests: requestRows,
    answers: answerRows,
  };
}
