import type { TFunction } from 'i18next';
import { SAVE_ERRORS } from '@fsp/domain';

type SaveErrorName = keyof typeof SAVE_ERRORS;

/** The save's refusals the assignment rules word for the drawer too: the same text on the grid and in the drawer. */
const RULES: readonly SaveErrorName[] = ['overlap', 'endBeforeStart', 'outsideWorkingHours', 'forceNormalShiftNotValid', 'jobTypeRequired', 'jobTypeNotAllowed', 'workAreaRequired', 'reasonRequired'];

const NAME_OF_TEXT = new Map(Object.entries(SAVE_ERRORS).map(([name, text]) => [text as string, name as SaveErrorName]));
const NOT_ASSIGNMENT_PREFIX = `${SAVE_ERRORS.notAssignment}: `;

/**
 * A change's refusal from the save answer in the reader's language. The answer keeps the spec's texts (the grid
 * also reads one of them: a technician no longer active), so the web words them; a text the portal does not know
 * (an upstream system's) is shown as it came.
 */
export function saveErrorText(message: string, t: TFunction): string {
  if (message.startsWith(NOT_ASSIGNMENT_PREFIX)) return t('planningDrawer.rules.notAssignment', { type: message.slice(NOT_ASSIGNMENT_PREFIX.length) });
  const name = NAME_OF_TEXT.get(message.trim());
  if (!name || name === 'notAssignment') return message;
  return RULES.includes(name) ? t(`planningDrawer.rules.${name}` as 'planningDrawer.rules.overlap') : t(`planningSaveErrors.${name}` as 'planningSaveErrors.notFound');
}
