/** Public entry of the order-details area: other modules and the app import only from here. */
export { orderDetailsRoutes } from './routes';
/** The order drawer's refusals in the caller's language, for other reads of the same drawer (a work order's planned items). */
export { answerTextsFor as orderDrawerRefusals } from './answer-texts';
