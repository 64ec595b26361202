import { advancedByDefault, type RuleConfig } from '@fsp/domain';
import { LOCAL_KEYS, local } from '../../../lib/storage-keys';

/** The user's last flip of the Advanced switch in this browser; null before the first. */
export function rememberedWizardChoice(): boolean | null {
  const stored = local.get(LOCAL_KEYS.assignmentWizard);
  return stored === 'on' ? true : stored === 'off' ? false : null;
}

export function rememberWizardChoice(on: boolean): void {
  local.set(LOCAL_KEYS.assignmentWizard, on ? 'on' : 'off');
}

/**
 * Whether a new assignment's Advanced switch starts on, the same for every add button (docs: apps/web/README.md
 * "Advanced wizard"): the user's last choice in this browser; before any, ADVANCED_ASSIGNMENT_DEFAULT for the
 * country of the technician (else the work order) the drawer opens for, and with neither (the board's "+", a
 * training's "+") only when it lists every country on the board, as every row's "+" would then open on it.
 */
export function wizardStartsOn(remembered: boolean | null, config: RuleConfig, subjectCountry: string | null | undefined, boardCountries: readonly string[]): boolean {
  if (remembered !== null) return remembered;
  if (subjectCountry) return advancedByDefault(config, subjectCountry);
  return boardCountries.length > 0 && boardCountries.every((country) => advancedByDefault(config, country));
}
