import type { PublicSurvey, PublicSurveyQuestion } from '@fsp/domain/contracts/public-survey';
import { normalisedAnswer, reasonAsked, reasonRows, reasonTextLimit, surveyAnswerProblems, type SurveyAnswerInput } from '@fsp/domain/rules/public-survey';
import { h } from './dom';
import type { DraftStore, SurveyDraft } from './draft';
import { smileyFace } from './smiley';
import { ratingLabel, reasonLabel, type Translate } from './texts';

interface QuestionView {
  question: PublicSurveyQuestion;
  element: HTMLFieldSetElement;
  radios: HTMLInputElement[];
  reason: HTMLTextAreaElement | null;
  error: HTMLElement;
}

function questionView(question: PublicSurveyQuestion, index: number, t: Translate): QuestionView {
  const base = `q${question.id}`;
  const errorId = `${base}-error`;
  const error = h('p', { class: 'field-error', id: errorId, hidden: true });
  const radios: HTMLInputElement[] = [];
  const scale = h('div', { class: 'scale' });
  scale.style.setProperty('--faces', String(question.maxLimit <= 6 ? question.maxLimit : Math.ceil(question.maxLimit / 2)));
  for (let value = 1; value <= question.maxLimit; value++) {
    const radio = h('input', { type: 'radio', name: base, value, 'aria-label': ratingLabel(value, question.maxLimit, t), 'aria-describedby': errorId, required: question.mandatory && value === 1 });
    radios.push(radio);
    scale.append(h('label', { class: 'option' }, radio, smileyFace(value, question.maxLimit), h('span', { class: 'option-number', 'aria-hidden': 'true' }, String(value))));
  }
  const legend = h(
    'legend',
    {},
    `${index + 1}. ${question.questionText}`,
    question.mandatory && h('span', { class: 'required-mark' }, h('span', { 'aria-hidden': 'true' }, ' *'), h('span', { class: 'sr-only' }, ` (${t('required')})`)),
  );
  // The ends' words under the faces, as ratingLabel names them: none under a single face.
  const ends = question.maxLimit > 1 && h('div', { class: 'scale-ends', 'aria-hidden': 'true' }, h('span', {}, t('lowest')), h('span', {}, t('highest')));
  const element = h('fieldset', { class: 'question' }, legend, scale, ends);
  let reason: HTMLTextAreaElement | null = null;
  if (question.reasonLimit !== null) {
    const max = reasonTextLimit(question);
    const counterId = `${base}-counter`;
    const counter = h('p', { class: 'counter', id: counterId }, t('reasonCounter', { count: 0, max }));
    reason = h('textarea', { id: `${base}-reason`, rows: reasonRows(question), maxlength: max, 'aria-describedby': counterId });
    // Through the CSSOM: the page's CSP refuses style attributes.
    reason.style.setProperty('--rows', String(reasonRows(question)));
    const box = h('div', { class: 'reason', hidden: true }, h('label', { for: `${base}-reason` }, reasonLabel(question, t)), reason, counter);
    const text = reason;
    text.addEventListener('input', () => (counter.textContent = t('reasonCounter', { count: text.value.length, max })));
    element.append(box);
    scale.addEventListener('change', () => {
      box.hidden = !reasonAsked(question, selected(radios));
    });
  }
  element.append(error);
  scale.addEventListener('change', () => showError({ element, radios, error }, null));
  return { question, element, radios, reason, error };
}

/**
 * Puts a kept draft back, through the same events a customer's choice and typing fire: the reason box shows for a low
 * face and its counter counts. A face outside the question's scale (the survey changed meanwhile) is left out.
 */
function restoreDraft(views: QuestionView[], draft: SurveyDraft) {
  for (const v of views) {
    const kept = draft[v.question.id];
    if (!kept) continue;
    const radio = v.radios.find((r) => Number(r.value) === kept.answer);
    if (radio) {
      radio.checked = true;
      radio.dispatchEvent(new Event('change', { bubbles: true }));
    }
    if (v.reason && typeof kept.reason === 'string' && kept.reason) {
      v.reason.value = kept.reason.slice(0, v.reason.maxLength > 0 ? v.reason.maxLength : undefined);
      v.reason.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}

const selected = (radios: HTMLInputElement[]) => {
  const checked = radios.find((r) => r.checked);
  return checked ? Number(checked.value) : null;
};

function showError(view: Pick<QuestionView, 'element' | 'radios' | 'error'>, message: string | null) {
  view.error.hidden = message === null;
  view.error.textContent = message ?? '';
  view.element.classList.toggle('invalid', message !== null);
  for (const radio of view.radios) {
    if (message === null) radio.removeAttribute('aria-invalid');
    else radio.setAttribute('aria-invalid', 'true');
  }
}

/**
 * The smiley form (spec §2, §5): one labelled radio group per question, the reason box at or below the
 * question's reasonLimit, inline required errors and nothing sent while any is open.
 */
export function surveyForm(survey: PublicSurvey, t: Translate, send: (answers: SurveyAnswerInput[]) => Promise<string | null>, draft?: DraftStore): HTMLFormElement {
  const views = survey.questions.map((q, i) => questionView(q, i, t));
  if (draft) restoreDraft(views, draft.read());
  const summary = h('p', { class: 'form-error', role: 'alert', hidden: true });
  const button = h('button', { type: 'submit', class: 'primary' }, t('send'));
  const form = h('form', { novalidate: true, class: 'survey-form' }, ...views.map((v) => v.element), summary, button);

  const currentAnswers = () =>
    views.map((v) => {
      const answer = selected(v.radios);
      return { questionId: v.question.id, answer, extraAnswer: normalisedAnswer(v.question, answer, v.reason?.value ?? null) };
    });
  const missingRequired = (answers: SurveyAnswerInput[]) =>
    new Set(surveyAnswerProblems(survey.questions, answers).filter((p) => p.problem === 'required').map((p) => p.questionId));
  /** Whether the summary shows the "answer the required questions" message, not a refused send. */
  let summaryListsMissing = false;
  const showSummary = (message: string | null, listsMissing = false) => {
    summary.hidden = message === null;
    summary.textContent = message ?? '';
    summaryListsMissing = listsMissing;
  };

  const keepDraft = () =>
    draft?.write(Object.fromEntries(views.map((v) => [v.question.id, { answer: selected(v.radios), reason: v.reason?.value ?? '' }])));
  form.addEventListener('input', keepDraft);
  // The required summary follows the answers, as each question's own message does.
  form.addEventListener('change', () => {
    keepDraft();
    // Only its visibility: rewriting the alert's text would have it read out again on every choice.
    if (summaryListsMissing) summary.hidden = missingRequired(currentAnswers()).size === 0;
  });

  /**
   * While sending, the button is only aria-disabled: a disabled button would drop the focus of whoever pressed it to
   * the page's start, and a keyboard user would have to find the way back after a failed send. The questions are
   * disabled: a face chosen during a slow send would not be in the answers saved, yet show as given. Enter pressed on
   * a question sends too, so its focus moves to the button first.
   */
  let sending = false;
  const setSending = (on: boolean) => {
    sending = on;
    button.textContent = t(on ? 'sending' : 'send');
    if (on && button.ownerDocument.activeElement !== button && form.contains(button.ownerDocument.activeElement)) button.focus();
    for (const v of views) v.element.disabled = on;
    if (on) {
      button.setAttribute('aria-disabled', 'true');
      form.setAttribute('aria-busy', 'true');
    } else {
      button.removeAttribute('aria-disabled');
      form.removeAttribute('aria-busy');
    }
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (sending) return;
    const answers = currentAnswers();
    const missing = missingRequired(answers);
    for (const v of views) showError(v, missing.has(v.question.id) ? t('requiredError') : null);
    if (missing.size) {
      showSummary(t('fixErrors'), true);
      const first = views.find((v) => missing.has(v.question.id));
      if (first) {
        // The question's card comes into view from its text down: focused alone, the face scrolled only itself into
        // view, and a phone (Send at the bottom, the question above) showed the faces and the error under a text cut off.
        first.radios[0].focus({ preventScroll: true });
        const card = first.element.getBoundingClientRect();
        const face = first.radios[0].getBoundingClientRect();
        if (card.top < 0 || face.bottom > form.ownerDocument.documentElement.clientHeight) first.element.scrollIntoView({ block: 'start' });
      }
      return;
    }
    showSummary(null);
    setSending(true);
    void send(answers).then((problem) => {
      // Still here: the answers stay on the form, with the reason it did not go through.
      setSending(false);
      if (problem) showSummary(problem);
    });
  });
  return form;
}
