import type { CompleteLocale } from '../../types';
import core from './core';
import planning from './planning';
import orders from './orders';
import board from './board';
import admin from './admin';

/** Turkish: complete (selectable in the menu). Spec texts are used verbatim where the spec gives them. */
const tr: CompleteLocale = { ...core, ...planning, ...orders, ...board, ...admin };

export default tr;
