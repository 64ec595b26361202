import core from './core';
import planning from './planning';

/**
 * The English texts of the shell, which every first page load carries: what the sign-in, the frame, the
 * standalone pages and the planning board's first paint show. The rest comes with the screens and parts that
 * show it (`withEnglishTexts` in i18n/index.ts): `deferred` with every screen but the planning grid and with
 * every lazy part, `board` with the CI board, activity, samples and settings screens, `admin` with the admin screens.
 */
const shellEn = { ...core, ...planning };

export default shellEn;
