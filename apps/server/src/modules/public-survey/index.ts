/** Public entry of the public-survey area: other modules import only from here. */
export { publicSurveyRoutes } from './routes';
export { createPublicSurveyService, LOW_SURVEY_SCORE_EVENT, type PublicSurveyService } from './service';
export { parseApiBases } from './page';
