/** The public survey's own entry (survey.html): no React, no Ant Design, nothing of the portal's shell. */
import { startPublicSurvey } from './features/public-survey';

startPublicSurvey(window);
