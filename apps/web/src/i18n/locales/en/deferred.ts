import orders from './orders';
import planningParts from './planning-parts';

/** The English texts no first paint of the planning grid shows (shell.ts says when they load). */
const deferredEn = { ...orders, ...planningParts };

export default deferredEn;
