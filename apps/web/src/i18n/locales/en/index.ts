import core from './core';
import planning from './planning';
import orders from './orders';
import board from './board';
import admin from './admin';

/**
 * English: the complete catalogue and the source of the key structure.
 * Every other locale (tr, ru, az, ge) is typed against it as complete; a unit test checks keys and placeholders.
 */
const en = { ...core, ...planning, ...orders, ...board, ...admin };

export default en;
export type Catalogue = typeof en;
