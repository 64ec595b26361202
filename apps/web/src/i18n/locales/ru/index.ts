import type { CompleteLocale } from '../../types';
import core from './core';
import planning from './planning';
import orders from './orders';
import board from './board';
import admin from './admin';

/** Russian: complete (selectable in the menu). */
const ru: CompleteLocale = { ...core, ...planning, ...orders, ...board, ...admin };

export default ru;
