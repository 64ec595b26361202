// Survey sending (spec part 1 §2 "Survey tab"): the order drawer's Survey tab.
export { SurveyTab, type SurveyTabProps } from './survey-tab';
// Survey results (issue 16): technicians' survey averages where dispatchers choose a technician.
export { useTechnicianSurveyScores } from './technician-scores';
