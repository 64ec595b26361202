/**
 * Texts of the public survey page (its own small entry, which imports these files and nothing else of
 * i18n). They are also the `publicSurvey` namespace of the full catalogues, so the parity test covers them.
 */
const en = {
  documentTitle: 'Customer survey',
  loading: 'Loading the survey…',
  serviceDate: 'Service date',
  model: 'Model',
  serialNumber: 'Serial number',
  required: 'required',
  requiredError: 'Please choose a rating.',
  fixErrors: 'Please answer the questions marked as required.',
  ratingOf: '{{value}} of {{max}}',
  lowest: 'Very dissatisfied',
  highest: 'Very satisfied',
  reasonLabel: 'Please tell us why',
  reasonCounter: '{{count}} / {{max}} characters',
  send: 'Send answers',
  sending: 'Sending…',
  thankYouTitle: 'Thank you!',
  saved: 'Your answers has been saved',
  expiredTitle: 'Link expired',
  expired: 'This link to the survey is no longer valid.',
  alreadyAnsweredTitle: 'Already answered',
  alreadyAnswered: 'You have already answered this survey. Thank you!',
  warningTitle: 'Survey not available',
  unknown: 'This survey link is not valid. Please check the link in the message you received.',
  withdrawn: 'This survey is closed. Thank you for your interest.',
  networkError: 'We could not reach the server. Please check your connection and try again.',
  tooMany: 'Too many attempts. Please wait a minute and try again.',
  loadRefused: 'The survey could not be opened. Please try again later.',
  saveRefused: 'Your answers could not be saved. Please reload the page and try again.',
  saveFailed: 'Your answers could not be saved. Please try again in a moment.',
  retry: 'Try again',
};

export default en;
export type PublicSurveyTexts = typeof en;
