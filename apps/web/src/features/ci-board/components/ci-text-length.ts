import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { CI_TEXT_MAX_LENGTH, characterCount, isWithinLength } from '@fsp/domain';

/**
 * CI texts are not cut at the limit: pasted text over it stays in full, the counter turns red and shows how much
 * is too much, so nothing the user wrote disappears unseen. Counted in characters as the server counts.
 */
export const CI_TEXT_COUNT = { show: true, max: CI_TEXT_MAX_LENGTH, strategy: characterCount };

export const ciTextLengthRule = (t: TFunction): FormRule => ({
  validator: async (_, value: string | null | undefined) => {
    if (!isWithinLength(value, CI_TEXT_MAX_LENGTH)) throw new Error(t('validation.tooLong', { max: CI_TEXT_MAX_LENGTH }));
  },
});
