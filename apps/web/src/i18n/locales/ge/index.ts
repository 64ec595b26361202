import type { CompleteLocale } from '../../types';
import core from './core';
import planning from './planning';
import orders from './orders';
import board from './board';
import admin from './admin';

/**
 * Georgian: complete. The spec's language code is 'ge'; antd and dayjs call it ka. Not offered in the
 * language selector (spec: the selector offers en, tr, ru); it applies when the user's cultureName is ge.
 * Nouns after numerals stay singular in Georgian, so every plural form of a key reads the same
 * (i18next resolves 'ge' with the browser's plural rules, which may ask for any of them).
 */
const ge: CompleteLocale = { ...core, ...planning, ...orders, ...board, ...admin };

export default ge;
