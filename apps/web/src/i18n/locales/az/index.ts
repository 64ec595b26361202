import type { CompleteLocale } from '../../types';
import core from './core';
import planning from './planning';
import orders from './orders';
import board from './board';
import admin from './admin';

/**
 * Azerbaijani: complete. Not offered in the language selector (spec: the selector offers en, tr, ru);
 * it applies when the user's cultureName is az. Nouns after numerals stay singular in Azerbaijani,
 * so every plural form of a key reads the same.
 */
const az: CompleteLocale = { ...core, ...planning, ...orders, ...board, ...admin };

export default az;
