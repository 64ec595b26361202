/** Public entry of the public-survey area: the standalone page customers open (its own build entry, survey.html). */
export { startPublicSurvey } from './page';
export { surveyApiFor, readPageConfig, type SurveyPageConfig } from './api';
export { notifyParent } from './embed';
