import type { PublicSurvey } from '@fsp/domain/contracts/public-survey';
import { PUBLIC_SURVEY_STATUS, surveyPageLanguage, type PublicSurveyLanguage } from '@fsp/domain/rules/public-survey';
import { getSurvey, readPageConfig, submitSurvey, surveyApiFor, takeEmbeddedAnswer, type CallResult } from './api';
import { h } from './dom';
import { surveyDraftStore } from './draft';
import { notifyParent, type SurveyParentMessage } from './embed';
import { surveyForm } from './form';
import { surveyLogoSrc } from './logo';
import { formatSurveyDate, localeTag, translator, type TextKey, type Translate } from './texts';
// Here, not in index.ts: the web app is side-effect free but for CSS, so a barrel's bare import would be dropped.
import './survey.css';

type Tone = 'success' | 'warning' | 'error';

/** The page customers open from the survey link (spec part 2 §2 "Public survey", §4). */
export function startPublicSurvey(win: Window) {
  const doc = win.document;
  const root = doc.getElementById('survey')!;
  const params = new URLSearchParams(win.location.search);
  const config = readPageConfig(doc);
  const api = surveyApiFor(params, config);
  const code = params.get('c') ?? '';
  const embedded = params.get('view') === 'boom';
  let language: PublicSurveyLanguage = surveyPageLanguage(params.get('ul'), null);
  let t: Translate = translator(language);
  let survey: PublicSurvey | null = null;

  function setLanguage(next: PublicSurveyLanguage) {
    language = next;
    t = translator(next);
    doc.documentElement.lang = localeTag(next);
    doc.title = t('documentTitle');
  }

  /**
   * The survey's own texts (title, thank-you, contact) a message page may show: only when written in the
   * page's language, so every page reads in one language (docs/decisions/0018, "Languages").
   */
  const ownTexts = () => (survey?.language === language ? survey : null);

  const tell = (message: Omit<SurveyParentMessage, 'source'>) => {
    if (embedded) notifyParent(win, config.embedOrigins, { source: 'fsp-survey', ...message });
  };

  /** Logo, the survey's title (the page heading on the form) and the job's facts. */
  function header(title: string | null, titleIsHeading: boolean): HTMLElement {
    const date = survey ? formatSurveyDate(survey.date, language) : null;
    const facts: [TextKey, string | null | undefined][] = [
      ['serviceDate', date],
      ['model', survey?.modelNo],
      ['serialNumber', survey?.serialNo],
    ];
    const shown = facts.filter(([, value]) => value);
    return h(
      'header',
      { class: 'survey-header' },
      h('img', { class: 'logo', src: surveyLogoSrc(survey?.logoId, language), alt: '', width: 160, height: 40 }),
      title && h(titleIsHeading ? 'h1' : 'p', { class: 'survey-title' }, title),
      shown.length > 0 && h('dl', { class: 'facts' }, ...shown.flatMap(([key, value]) => [h('dt', {}, t(key)), h('dd', {}, value!)])),
    );
  }

  function show(title: string | null, titleIsHeading: boolean, ...content: (Node | false | null)[]) {
    root.replaceChildren(header(title, titleIsHeading), ...content.filter((c): c is Node => Boolean(c)));
    root.removeAttribute('aria-busy');
    doc.title = title ?? t('documentTitle');
  }

  /** A page with one message (thank-you, warning, expired...); its heading takes the focus so it is read out. */
  function messagePage(tone: Tone, title: string, text: string, extra?: string | null, retry?: () => void) {
    const heading = h('h1', { tabindex: -1 }, title);
    show(
      ownTexts()?.surveyTitle ?? null,
      false,
      h(
        'section',
        { class: `message ${tone}`, 'data-status': tone },
        h('div', { class: 'message-icon', 'aria-hidden': 'true' }, tone === 'success' ? '✓' : '!'),
        heading,
        h('p', {}, text),
        extra ? h('p', { class: 'muted' }, extra) : null,
        retry ? h('button', { type: 'button', class: 'primary' }, t('retry')) : null,
      ),
    );
    root.querySelector('section.message button')?.addEventListener('click', () => retry?.());
    heading.focus();
  }

  /**
   * After Try again the button is gone: without this the focus would fall to the page's start and a keyboard or
   * screen-reader user would not learn what replaced it. The loading line, then the form's heading, take it over.
   */
  function takeFocus(selector: string) {
    const target = root.querySelector<HTMLElement>(selector);
    if (!target) return;
    target.tabIndex = -1;
    target.focus();
  }

  /** The pages of the statusCodes both calls share; false for any other code (spec §4: the survey stays). */
  function closedPage(statusCode: number): boolean {
    switch (statusCode) {
      case PUBLIC_SURVEY_STATUS.warning:
        messagePage('warning', t('warningTitle'), t('unknown'));
        return true;
      case PUBLIC_SURVEY_STATUS.thankYou:
        messagePage('success', t('thankYouTitle'), t('withdrawn'), ownTexts()?.contactMessage);
        return true;
      case PUBLIC_SURVEY_STATUS.expired:
        messagePage('warning', t('expiredTitle'), t('expired'), ownTexts()?.contactMessage);
        tell({ status: 'failure', reason: 'expired' });
        return true;
      case PUBLIC_SURVEY_STATUS.alreadyAnswered:
        messagePage('success', t('alreadyAnsweredTitle'), t('alreadyAnswered'), ownTexts()?.thankYouMessage);
        tell({ status: 'failure', reason: 'already_answered' });
        return true;
      default:
        return false;
    }
  }

  /** The page's own words for a failed call, never the server's refusal (it may be in another language). */
  function failedCall(result: Exclude<CallResult<unknown>, { kind: 'ok' }>, refused: TextKey): string {
    if (result.kind === 'tooMany') return t('tooMany');
    return t(result.kind === 'refused' ? refused : 'networkError');
  }

  function failedLoad(result: Exclude<CallResult<unknown>, { kind: 'ok' }>) {
    // A link the server refuses to read (a code or language too long) is not one we sent.
    if (result.kind === 'refused' && result.status < 500) return messagePage('warning', t('warningTitle'), t('unknown'));
    messagePage('error', t('warningTitle'), failedCall(result, 'loadRefused'), null, () => void load(true));
  }

  async function load(retried = false) {
    root.setAttribute('aria-busy', 'true');
    root.replaceChildren(h('p', { class: 'loading', role: 'status' }, h('span', { class: 'spinner', 'aria-hidden': 'true' }), t('loading')));
    if (retried) takeFocus('p.loading');
    // The first load uses the answer the server embedded in the page; a retry asks again.
    const result = takeEmbeddedAnswer(doc) ?? (await getSurvey(api, code, params.get('ul')));
    if (result.kind !== 'ok') return failedLoad(result);
    survey = result.body.survey;
    setLanguage(result.body.language);
    if (closedPage(result.body.statusCode) || !survey) return;
    const current = survey;
    // The form reads in its questions' language (the arguments swapped: the survey's before the page's), also
    // when another API (tcssproxy) chose ul's; the thank-you after it stays in that language.
    setLanguage(surveyPageLanguage(current.language, result.body.language));
    const draft = surveyDraftStore(win, current.id);
    const form = surveyForm(
      current,
      t,
      async (answers) => {
        const sent = await submitSurvey(api, { survey: { id: current.id, answers }, userBrowserAgent: win.navigator.userAgent });
        // A server failing (5xx) may answer the next try: the answers stay on the form. A refusal (4xx: the survey changed
        // meanwhile) needs the survey read again.
        if (sent.kind !== 'ok') return failedCall(sent, sent.kind === 'refused' && sent.status >= 500 ? 'saveFailed' : 'saveRefused');
        if (sent.body.statusCode === PUBLIC_SURVEY_STATUS.success) {
          draft.clear();
          messagePage('success', t('thankYouTitle'), t('saved'), ownTexts()?.thankYouMessage);
          tell({ status: 'success', reason: 'answered' });
          return null;
        }
        // Spec §8: any other non-zero code shows the server's message.
        return closedPage(sent.body.statusCode) ? null : sent.body.message || t('networkError');
      },
      draft,
    );
    show(
      current.surveyTitle,
      true,
      current.message ? h('p', { class: 'intro' }, current.message) : null,
      form,
      current.contactMessage ? h('footer', { class: 'muted' }, current.contactMessage) : null,
    );
    // A message page focuses its own heading; the form's is focused only after Try again, not on opening the link.
    if (retried) takeFocus('h1.survey-title');
  }

  setLanguage(language);
  void load();
}
