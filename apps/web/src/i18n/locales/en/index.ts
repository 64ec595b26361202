import shellEn from './shell';
import deferredEn from './deferred';
import board from './board';
import admin from './admin';
import publicSurveyEn from '../../public-survey/en';

/**
 * English: the complete catalogue and the source of the key structure.
 * Every other locale (tr, ru, az, ge) is typed against it as complete; a unit test checks keys and placeholders.
 * The app starts with `shell` and adds the other parts when they are needed (shell.ts); the public survey's texts
 * are its own page's (i18n/public-survey) and are here for the parity test.
 */
const en = { ...shellEn, ...deferredEn, ...board, ...admin, publicSurvey: publicSurveyEn };

export default en;
export type Catalogue = typeof en;
