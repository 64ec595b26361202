import type { PublicSurveyTexts } from './en';

const ge: PublicSurveyTexts = {
  documentTitle: 'მომხმარებლის გამოკითხვა',
  loading: 'გამოკითხვა იტვირთება…',
  serviceDate: 'მომსახურების თარიღი',
  model: 'მოდელი',
  serialNumber: 'სერიული ნომერი',
  required: 'სავალდებულო',
  requiredError: 'გთხოვთ, აირჩიოთ შეფასება.',
  fixErrors: 'გთხოვთ, უპასუხოთ სავალდებულო კითხვებს.',
  ratingOf: '{{value}} / {{max}}',
  lowest: 'სრულიად უკმაყოფილო',
  highest: 'ძალიან კმაყოფილი',
  reasonCounter: '{{count}} / {{max}} სიმბოლო',
  send: 'პასუხების გაგზავნა',
  sending: 'იგზავნება…',
  thankYouTitle: 'გმადლობთ!',
  saved: 'თქვენი პასუხები შენახულია',
  expiredTitle: 'ბმულის ვადა ამოიწურა',
  expired: 'გამოკითხვის ეს ბმული აღარ მოქმედებს.',
  alreadyAnsweredTitle: 'უკვე გაცემულია პასუხი',
  alreadyAnswered: 'თქვენ უკვე უპასუხეთ ამ გამოკითხვას. გმადლობთ!',
  warningTitle: 'გამოკითხვა მიუწვდომელია',
  unknown: 'გამოკითხვის ბმული არასწორია. გთხოვთ, შეამოწმოთ ბმული მიღებულ შეტყობინებაში.',
  withdrawn: 'ეს გამოკითხვა დახურულია. გმადლობთ ინტერესისთვის.',
  networkError: 'სერვერთან დაკავშირება ვერ მოხერხდა. შეამოწმეთ კავშირი და სცადეთ თავიდან.',
  tooMany: 'ძალიან ბევრი მცდელობა. გთხოვთ, დაელოდოთ ერთი წუთი და სცადოთ თავიდან.',
  retry: 'თავიდან ცდა',
};

export default ge;
