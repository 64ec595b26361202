import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newPage } from '../support/browser';
import { signInByToken } from '../support/session';
import { apiToken } from '../support/planning-page';
import {
  OTHER_PARENT_HOST,
  PARENT_HOST_RULES,
  openSurveyTab,
  phonePage,
  readableText,
  resendSurvey,
  sendSurveyLink,
  seriousViolations,
  shootPhoneAndDesktop,
  startParentPage,
  surveyParentOrigin,
  withLanguage,
  type SentSurvey,
} from '../support/public-survey';

const SHOTS = process.env.E2E_SCREENSHOTS;

let browser: Browser;
let dispatcherToken: string;
let adminToken: string;
const used = new Set<number>();
/** The survey answered on the phone: the drawer test reads it back. */
let answered: SentSurvey;

beforeAll(async () => {
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser([PARENT_HOST_RULES]);
  dispatcherToken = await apiToken('dispatcher');
  adminToken = await apiToken('admin');
});
afterAll(async () => browser?.close());

/** Every request the page makes goes to the portal's own origin. */
function recordHosts(page: Page): Set<string> {
  const hosts = new Set<string>();
  page.on('request', (request) => hosts.add(new URL(request.url()).origin));
  return hosts;
}

const question = (page: Page, n: number) => page.locator('fieldset.question').nth(n);

/** Letters only Turkish of the page's Latin-script languages uses: none may show on an English page. */
const TURKISH_LETTERS = /[çğıöşüÇĞİÖŞÜ]/;
/** Any Latin letter: none may show on a Russian page. */
const LATIN_LETTERS = /[a-zA-Zçğıöşü]/;
/** The page's English texts on a form; none may show on a Turkish one. */
const ENGLISH_FORM_TEXTS = ['Service date', 'Serial number', 'Very dissatisfied', 'Very satisfied', 'required', ' of 5', 'Send answers'];
/** The demo's Turkish survey in Turkey and its English version (apps/server/src/seed/texts.ts). */
const TURKISH_SURVEY = { title: 'Servis Memnuniyet Anketi', thankYou: 'Görüşleriniz için teşekkür ederiz.' };
const ENGLISH_SURVEY = { title: 'Service Satisfaction Survey', thankYou: 'Thank you for your feedback.', contact: 'For questions please call our service centre: +90 850 000 00 00' };

describe('public survey on a phone', () => {
  it('answers the link from the outbox with a low score and a reason, then shows thank-you', async () => {
    answered = await sendSurveyLink(dispatcherToken, adminToken, used);
    // Demo team 1 is Turkish: the link carries ul=tr.
    expect(answered.link.searchParams.get('ul')).toBe('tr');
    const { context, page } = await phonePage(browser, 'tr-TR');
    try {
      const hosts = recordHosts(page);
      const submits: string[] = [];
      page.on('request', (r) => r.url().includes('submit-survey') && submits.push(r.url()));
      await page.goto(answered.link.href);
      await page.locator('h1.survey-title').waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('tr');
      expect(await page.locator('.facts').textContent()).toContain('Servis tarihi');
      const questions = await page.locator('fieldset.question').count();
      expect(questions).toBeGreaterThanOrEqual(3);
      // Nothing is cut off at 360 px.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      // Each question's text sits inside its card: a text over two lines is not crossed by the card's border.
      const questionTextsOnTheBorder = await page.evaluate(() =>
        Array.from(document.querySelectorAll('fieldset.question')).filter((card) => {
          const text = card.querySelector('legend')!.getBoundingClientRect();
          return text.top < card.getBoundingClientRect().top + parseFloat(getComputedStyle(card).borderTopWidth);
        }).length,
      );
      expect(questionTextsOnTheBorder).toBe(0);
      // Text at 200 % (the root's size stands in for the browser's text size setting): the page follows it, nothing
      // widens past the phone, and the job's facts keep their values readable (beside the labels: a letter per line).
      const atDoubleText = await page.evaluate(() => {
        document.documentElement.style.fontSize = '200%';
        const seen = {
          text: getComputedStyle(document.body).fontSize,
          pageWidth: document.documentElement.scrollWidth,
          narrowestValue: Math.min(...Array.from(document.querySelectorAll('.facts dd'), (dd) => dd.getBoundingClientRect().width)),
          // Words of the scale's ends ('Çok memnunum') split over two lines.
          brokenWords: Array.from(document.querySelectorAll('.scale-ends span')).flatMap((end) => {
            const text = end.firstChild as Text;
            return [...text.data.matchAll(/\S+/g)].filter((word) => {
              const range = document.createRange();
              range.setStart(text, word.index);
              range.setEnd(text, word.index + word[0].length);
              return range.getClientRects().length > 1;
            }).map((word) => word[0]);
          }),
        };
        document.documentElement.style.removeProperty('font-size');
        return seen;
      });
      expect(atDoubleText.text).toBe('32px');
      expect(atDoubleText.pageWidth).toBeLessThanOrEqual(360);
      expect(atDoubleText.narrowestValue).toBeGreaterThan(200);
      expect(atDoubleText.brokenWords).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/public-survey-phone-tr.png`, fullPage: true });

      // Mandatory questions left empty: inline errors, nothing sent, the first empty one has the focus.
      await page.getByRole('button', { name: 'Yanıtları gönder' }).click();
      await page.getByRole('alert').getByText('Lütfen zorunlu olarak işaretlenen soruları yanıtlayın.').waitFor();
      expect(await page.getByText('Lütfen bir puan seçin.').count()).toBe(3);
      expect(submits).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/public-survey-required-tr.png` });

      // The scale is a radio group the keyboard drives: the arrow keys move the choice.
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).getAttribute('aria-label'))).toBe('5 üzerinden 1 – Hiç memnun değilim');
      for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
      expect(await question(page, 0).getByRole('radio', { checked: true }).getAttribute('aria-label')).toBe('5 üzerinden 4');
      expect(await question(page, 0).locator('.field-error').isHidden()).toBe(true);

      // A low score on the question with a reason opens the reason box; a high one closes it again.
      const reasonQuestion = question(page, 1);
      await reasonQuestion.getByRole('radio', { name: '5 üzerinden 5 – Çok memnunum' }).check();
      expect(await reasonQuestion.getByRole('textbox').isVisible()).toBe(false);
      await reasonQuestion.getByRole('radio', { name: '5 üzerinden 1 – Hiç memnun değilim' }).check();
      const reason = reasonQuestion.getByRole('textbox');
      await reason.fill('Teknisyen haber vermeden geç geldi.');
      expect(await reasonQuestion.locator('.counter').textContent()).toBe('35 / 500 karakter');
      // The box grows with the text up to five rows, so the phone shows what was typed (spec §9: 3 to 5 rows).
      const height = () => reason.evaluate((e) => e.getBoundingClientRect().height);
      const lineHeight = await reason.evaluate((e) => parseFloat(getComputedStyle(e).lineHeight));
      expect(await height()).toBeCloseTo(3 * lineHeight + 18, 0);
      await reason.fill('Teknisyen haber vermeden geç geldi. '.repeat(3));
      expect(await height()).toBeGreaterThan(3 * lineHeight + 18);
      await reason.fill('Teknisyen haber vermeden geç geldi. '.repeat(12));
      expect(await height()).toBeCloseTo(5 * lineHeight + 18, 0);
      await reason.fill('Teknisyen haber vermeden geç geldi.');
      const summary = page.getByRole('alert').getByText('Lütfen zorunlu olarak işaretlenen soruları yanıtlayın.');
      // Two of three answered: the summary still asks for the rest; all three: it goes, as the questions' own messages did.
      expect(await summary.isVisible()).toBe(true);
      await question(page, 2).getByRole('radio', { name: '5 üzerinden 5 – Çok memnunum' }).check();
      expect(await summary.isVisible()).toBe(false);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/public-survey-reason-tr.png` });

      // Reloaded before sending (a phone browser that discarded the tab in the background does the same), the page gives
      // the faces and the reason back, the reason's box open and counted.
      await page.reload();
      await page.locator('h1.survey-title').waitFor();
      expect(await question(page, 0).getByRole('radio', { checked: true }).getAttribute('aria-label')).toBe('5 üzerinden 4');
      expect(await reasonQuestion.getByRole('radio', { checked: true }).getAttribute('aria-label')).toBe('5 üzerinden 1 – Hiç memnun değilim');
      expect(await reason.isVisible()).toBe(true);
      expect(await reason.inputValue()).toBe('Teknisyen haber vermeden geç geldi.');
      expect(await reasonQuestion.locator('.counter').textContent()).toBe('35 / 500 karakter');
      expect(await question(page, 2).getByRole('radio', { checked: true }).getAttribute('aria-label')).toBe('5 üzerinden 5 – Çok memnunum');

      await page.getByRole('button', { name: 'Yanıtları gönder' }).click();
      await page.getByRole('heading', { name: 'Teşekkürler!' }).waitFor();
      await page.getByText('Yanıtlarınız kaydedildi').waitFor();
      expect(submits).toHaveLength(1);
      // Sent, the kept draft goes.
      expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      expect([...hosts]).toEqual([baseUrl()]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/public-survey-thanks-tr.png` });

      // Reloaded, the answered link still names the job that was rated, as the thank-you did.
      const facts = await page.locator('.facts').innerText();
      expect(facts).toContain('Seri numarası');
      await page.reload();
      await page.getByRole('heading', { name: 'Zaten yanıtlandı' }).waitFor();
      expect(await page.locator('.facts').innerText()).toBe(facts);
      // At 200 % text the mark stays inside its circle.
      const markOverflows = await page.evaluate(() => {
        document.documentElement.style.fontSize = '200%';
        const icon = document.querySelector('.message-icon')!;
        return icon.scrollHeight > icon.clientHeight || icon.scrollWidth > icon.clientWidth;
      });
      expect(markOverflows).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('brings a required question left empty below answered ones into view from its text, on a phone and on a desktop', async () => {
    const sent = await sendSurveyLink(dispatcherToken, adminToken, used);
    const { context, page } = await phonePage(browser, 'tr-TR');
    try {
      // A taller phone (390 × 844): at the page's end the second question's faces show at the screen's top edge, its text
      // above it. Focusing a face scrolls only as far as the face (on a shorter one it comes from off the screen, centred).
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(sent.link.href);
      await page.locator('h1.survey-title').waitFor();
      // The first question answered, Send pressed at the page's end: the second (required, above) is the one to answer.
      await question(page, 0).getByRole('radio', { name: '5 üzerinden 5 – Çok memnunum' }).check();
      const whereIsTheQuestion = async (send: () => Promise<void>) => {
        await send();
        await page.getByRole('alert').getByText('Lütfen zorunlu olarak işaretlenen soruları yanıtlayın.').waitFor();
        return page.evaluate(() => {
          const face = document.activeElement as HTMLInputElement;
          const card = face.closest('fieldset')!;
          return {
            focused: face.name,
            cardTop: card.getBoundingClientRect().top,
            textTop: card.querySelector('legend')!.getBoundingClientRect().top,
            faceBottom: face.getBoundingClientRect().bottom,
            height: document.documentElement.clientHeight,
          };
        });
      };
      const second = await question(page, 1).getByRole('radio').first().getAttribute('name');
      const onPhone = await whereIsTheQuestion(() => page.getByRole('button', { name: 'Yanıtları gönder' }).click());
      expect(onPhone.focused).toBe(second);
      // The question's text is read above its faces, all on the screen (the faces alone were, the text scrolled off above).
      expect(onPhone.textTop).toBeGreaterThanOrEqual(0);
      expect(onPhone.faceBottom).toBeLessThanOrEqual(onPhone.height);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/public-survey-required-below-tr.png` });
      // On a desktop the question is in view already: Enter on the first one's face sends, and the page stays where it is.
      await page.setViewportSize({ width: 1280, height: 720 });
      await page.evaluate(() => window.scrollTo(0, 0));
      const before = await question(page, 1).evaluate((card) => card.getBoundingClientRect().top);
      const onDesktop = await whereIsTheQuestion(() => question(page, 0).getByRole('radio', { checked: true }).press('Enter'));
      expect(onDesktop.focused).toBe(second);
      expect(onDesktop.cardTop).toBe(before);
    } finally {
      await context.close();
    }
  });

  it("reads the already-answered page in the link's language only: English with the English survey's texts, Russian without the Turkish ones", async () => {
    const { context, page } = await phonePage(browser, 'tr-TR');
    try {
      await page.goto(withLanguage(answered.link, 'en'));
      await page.getByRole('heading', { name: 'Already answered' }).waitFor();
      await page.getByText('You have already answered this survey. Thank you!').waitFor();
      // The country's survey has an English version: its title and thank-you, not the Turkish ones.
      await page.getByText(ENGLISH_SURVEY.title).waitFor();
      await page.getByText(ENGLISH_SURVEY.thankYou).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      expect(await readableText(page)).not.toMatch(TURKISH_LETTERS);
      await shootPhoneAndDesktop(page, 'public-survey-already-answered-en');

      // No Russian version: the page leaves the survey's Turkish texts out rather than mix them in.
      await page.goto(withLanguage(answered.link, 'ru'));
      await page.getByRole('heading', { name: 'Ответ уже получен' }).waitFor();
      await page.getByText('Вы уже ответили на этот опрос. Спасибо!').waitFor();
      // The job's model and serial number are the machine's own identifiers, in Latin letters in every language.
      const [, model, serial] = await page.locator('.facts dd').allInnerTexts();
      expect((await readableText(page)).replace(model, '').replace(serial, '')).not.toMatch(LATIN_LETTERS);
      expect(await seriousViolations(page)).toEqual([]);
      await shootPhoneAndDesktop(page, 'public-survey-already-answered-ru');

      // The original client's form of the link (the page chosen by fragment) opens the same page.
      const link = new URL(withLanguage(answered.link, 'en'));
      await page.goto(`/#${link.pathname}${link.search}`);
      await page.getByRole('heading', { name: 'Already answered' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/pub/survey');
      // Only the standalone pages: any other fragment (here one naming another host) stays a fragment of the portal.
      await page.goto('/#//example.com/pub/survey');
      await page.waitForURL(/\/login/);
      expect(new URL(page.url()).origin).toBe(new URL(link.href).origin);
    } finally {
      await context.close();
    }
  });

  it('reads the form of a Turkish survey in Turkish when the link asks for English, and so its refusal and its thank-you', async () => {
    const sent = await sendSurveyLink(dispatcherToken, adminToken, used);
    const { context, page } = await phonePage(browser, 'en-US');
    try {
      // A first load refused (429, the answer not embedded): Try again hands the focus to the form's heading.
      const surveyPage = (url: URL) => url.pathname === '/pub/survey';
      await page.route(surveyPage, async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, body: (await response.text()).replace(/<script[^>]*id="fsp-survey-answer">.*?<\/script>/s, '') });
      });
      // The last question as a one-face scale: neither end is named under its one (smiling) face.
      await page.route(
        (url) => url.pathname === '/pub/v2/get-survey',
        async (route) => {
          const response = await route.fetch();
          const body = (await response.json()) as { survey: { questions: { maxLimit: number; reasonLimit: number | null }[] } };
          Object.assign(body.survey.questions.at(-1)!, { maxLimit: 1, reasonLimit: null });
          await route.fulfill({ response, json: body });
        },
      );
      await page.route((url) => url.pathname === '/pub/v2/get-survey', (route) => route.fulfill({ status: 429, contentType: 'application/json', body: '{}' }), { times: 1 });
      await page.goto(withLanguage(sent.link, 'en'));
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.locator('h1.survey-title').waitFor();
      expect(await page.evaluate(() => document.activeElement?.className)).toBe('survey-title');
      await page.unroute(surveyPage);
      // The questions exist in Turkish only: the page's own texts follow them.
      expect(await page.locator('html').getAttribute('lang')).toBe('tr');
      const form = await readableText(page);
      expect(form).toContain(TURKISH_SURVEY.title);
      expect(form).toContain('Servis tarihi');
      for (const english of ENGLISH_FORM_TEXTS) expect(form).not.toContain(english);
      await shootPhoneAndDesktop(page, 'public-survey-form-tr-asked-en');

      const questions = page.locator('fieldset.question');
      const oneFace = questions.last();
      expect(await oneFace.getByRole('radio').evaluateAll((radios) => radios.map((r) => r.getAttribute('aria-label')))).toEqual(['1 üzerinden 1']);
      expect(await oneFace.locator('.scale-ends').count()).toBe(0);
      expect(await questions.first().locator('.scale-ends').innerText()).toContain('Hiç memnun değilim');
      for (let i = 0; i < (await questions.count()); i++) await questions.nth(i).locator('input[type=radio]').last().check();
      // A refused answer is worded by the page, not with the server's (English) message. The send is slow: meanwhile the
      // questions take no new choice (it would not be in the answers sent), and after the refusal they do again.
      let taken = () => {};
      let refuse = () => {};
      const held = new Promise<void>((resolve) => (taken = resolve));
      await page.route('**/pub/submit-survey', async (route) => {
        const released = new Promise<void>((resolve) => (refuse = resolve));
        taken();
        await released;
        await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ statusCode: 500, error: 'Internal Server Error', message: 'Internal server error' }) });
      });
      await page.getByRole('button', { name: 'Yanıtları gönder' }).click();
      await held;
      expect(await page.locator('button[type=submit]').innerText()).toBe('Gönderiliyor…');
      expect(await questions.first().getByRole('radio').first().isDisabled()).toBe(true);
      refuse();
      // A failing server (5xx) is asked again with the answers on the form: no advice to reload, which would lose them.
      await page.getByRole('alert').getByText('Yanıtlarınız kaydedilemedi. Lütfen biraz sonra tekrar deneyin.').waitFor();
      expect(await questions.first().getByRole('radio').first().isDisabled()).toBe(false);
      expect(await readableText(page)).not.toContain('Internal server error');
      // The send button keeps the focus through the send, so a keyboard user tries again from where they were.
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Yanıtları gönder');
      await shootPhoneAndDesktop(page, 'public-survey-refused-tr');
      // A refusal (400: the survey changed meanwhile) needs the survey read again.
      await page.unroute('**/pub/submit-survey');
      await page.route('**/pub/submit-survey', (route) => route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ statusCode: 400, message: 'The answers do not match the survey.' }) }), { times: 1 });
      await page.getByRole('button', { name: 'Yanıtları gönder' }).click();
      await page.getByRole('alert').getByText('Yanıtlarınız kaydedilemedi. Lütfen sayfayı yenileyip tekrar deneyin.').waitFor();

      await page.getByRole('button', { name: 'Yanıtları gönder' }).click();
      await page.getByRole('heading', { name: 'Teşekkürler!' }).waitFor();
      await page.getByText(TURKISH_SURVEY.thankYou).waitFor();
      expect(await readableText(page)).not.toMatch(/Thank you|has been saved/);
      await shootPhoneAndDesktop(page, 'public-survey-thanks-tr-asked-en');
    } finally {
      await context.close();
    }
  });

  it("shows an expired link (replaced by a newer one) and an unknown or mangled link with clear messages in the link's language only", async () => {
    const first = await sendSurveyLink(dispatcherToken, adminToken, used);
    await resendSurvey(dispatcherToken, adminToken, first);
    const { context, page } = await phonePage(browser, 'en-US');
    try {
      await page.goto(withLanguage(first.link, 'en'));
      await page.getByRole('heading', { name: 'Link expired' }).waitFor();
      await page.getByText('This link to the survey is no longer valid.').waitFor();
      await page.getByText(ENGLISH_SURVEY.contact).waitFor();
      expect(await page.locator('form').count()).toBe(0);
      expect(await readableText(page)).not.toMatch(TURKISH_LETTERS);
      await shootPhoneAndDesktop(page, 'public-survey-expired-en');

      await page.goto(withLanguage(first.link, 'ru'));
      await page.getByRole('heading', { name: 'Срок действия ссылки истёк' }).waitFor();
      // The Turkish link's logo without its caption "Türkiye" on a Russian page.
      expect(await page.locator('img.logo').getAttribute('src')).toBe('/survey-logos/default.svg');
      expect(await readableText(page)).not.toMatch(LATIN_LETTERS);
      await shootPhoneAndDesktop(page, 'public-survey-expired-ru');

      await page.goto('/pub/survey?c=NoSuchSurveyCodeWasEverSent123456&ul=ru');
      await page.getByRole('heading', { name: 'Опрос недоступен' }).waitFor();
      await page.getByText('Ссылка на опрос недействительна.', { exact: false }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/public-survey-unknown-ru.png` });

      // Mangled links get the page in one language, not a JSON refusal in English: the message's next word run into
      // the link's language (not one of ours: the survey's own then), and a code longer than any we send.
      await page.goto(`${first.link.href}Tesekkurler`);
      await page.getByRole('heading', { name: 'Bağlantının süresi doldu' }).waitFor();
      await page.getByText('Sorularınız için servis merkezimizi arayabilirsiniz', { exact: false }).waitFor();
      await page.goto(`/pub/survey?c=${'A'.repeat(129)}&ul=tr`);
      await page.getByRole('heading', { name: 'Anket kullanılamıyor' }).waitFor();
      await page.getByText('Bu anket bağlantısı geçerli değil.', { exact: false }).waitFor();
      await shootPhoneAndDesktop(page, 'public-survey-mangled-tr');
    } finally {
      await context.close();
    }
  });
});

describe('embedded survey (view=boom)', () => {
  it('tells the allowed parent of success, then of already answered; other parents and proxy names outside the allow-list get nothing', async () => {
    const sent = await sendSurveyLink(dispatcherToken, adminToken, used);
    const src = new URL(sent.link.href);
    src.searchParams.set('ul', 'en');
    src.searchParams.set('view', 'boom');
    src.searchParams.set('tcssproxy', 'http://evil.test');
    src.searchParams.set('tcssproxy2', 'evil');
    const parent = await startParentPage(src.href);
    const { context, page } = await phonePage(browser);
    try {
      const hosts = recordHosts(page);
      const received = () => page.evaluate(() => (window as unknown as { received: unknown[] }).received);
      // A parent on an origin that is not configured cannot even show the page (frame-ancestors).
      const other = new URL(surveyParentOrigin());
      other.hostname = OTHER_PARENT_HOST;
      const blocked = page.waitForEvent('requestfailed', (r) => r.url().startsWith(`${baseUrl()}/pub/survey`));
      await page.goto(`${other.origin}/shop`);
      expect((await blocked).failure()?.errorText).toBe('net::ERR_BLOCKED_BY_RESPONSE');
      expect(await received()).toEqual([]);

      await page.goto(`${surveyParentOrigin()}/shop`);
      const frame = page.frameLocator('iframe');
      const questions = frame.locator('fieldset.question');
      await questions.first().waitFor();
      for (let i = 0; i < (await questions.count()); i++) await questions.nth(i).locator('input[type=radio]').last().check();
      // The survey is Turkish: its form reads in Turkish whatever language the parent asks for.
      await frame.getByRole('button', { name: 'Yanıtları gönder' }).click();
      await frame.getByText('Yanıtlarınız kaydedildi').waitFor();
      await expect.poll(received).toEqual([{ origin: baseUrl(), data: { source: 'fsp-survey', status: 'success', reason: 'answered' } }]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/public-survey-embedded-en.png` });

      await page.reload();
      await frame.getByRole('heading', { name: 'Already answered' }).waitFor();
      await expect.poll(received).toEqual([{ origin: baseUrl(), data: { source: 'fsp-survey', status: 'failure', reason: 'already_answered' } }]);
      expect([...hosts].sort()).toEqual([baseUrl(), other.origin, surveyParentOrigin()].sort());
    } finally {
      await context.close();
      parent.close();
    }
  });
});

describe('answers in the order drawer', () => {
  it("shows the dispatcher the customer's scores and reason on the job's Survey tab", async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.setViewportSize({ width: 1600, height: 1000 });
      // A cold context loads the 2 MB admin bundle first; on a busy machine that takes a while.
      await page.goto('/login');
      await page.getByTestId('login-username').waitFor({ timeout: 45_000 });
      await signInByToken(page, 'dispatcher');
      const tab = await openSurveyTab(page, answered);
      // The technician's 90-day survey average is on the grid row (tooltip and mark).
      const technicianRow = page.getByTestId('planning-row').first();
      await technicianRow.getByTestId('planning-survey-score').waitFor();
      await expect.poll(() => technicianRow.getByTestId('planning-technician-name').getAttribute('title'), { timeout: 10_000 }).toMatch(/Customer survey: \d\.\d \/ 5 · answered surveys: \d+ \(last 90 days\)/);
      const row = tab.getByTestId('survey-rows').locator('tbody tr.ant-table-row').filter({ hasText: 'Answered' }).first();
      await row.getByTestId('survey-scores').getByText('1 / 5').waitFor();
      await row.click();
      const answers = tab.getByTestId('survey-answers');
      await answers.getByText('“Teknisyen haber vermeden geç geldi.”').waitFor();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/public-survey-drawer-answers-1600.png` });
    } finally {
      await context.close();
    }
  }, 150_000);
});
