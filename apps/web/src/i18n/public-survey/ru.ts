import type { PublicSurveyTexts } from './en';

const ru: PublicSurveyTexts = {
  documentTitle: 'Опрос клиентов',
  loading: 'Загрузка опроса…',
  serviceDate: 'Дата обслуживания',
  model: 'Модель',
  serialNumber: 'Серийный номер',
  required: 'обязательно',
  requiredError: 'Пожалуйста, выберите оценку.',
  fixErrors: 'Пожалуйста, ответьте на обязательные вопросы.',
  ratingOf: '{{value}} из {{max}}',
  lowest: 'Совсем не доволен',
  highest: 'Очень доволен',
  reasonCounter: '{{count}} / {{max}} символов',
  send: 'Отправить ответы',
  sending: 'Отправка…',
  thankYouTitle: 'Спасибо!',
  saved: 'Ваши ответы сохранены',
  expiredTitle: 'Срок действия ссылки истёк',
  expired: 'Эта ссылка на опрос больше не действительна.',
  alreadyAnsweredTitle: 'Ответ уже получен',
  alreadyAnswered: 'Вы уже ответили на этот опрос. Спасибо!',
  warningTitle: 'Опрос недоступен',
  unknown: 'Ссылка на опрос недействительна. Проверьте ссылку в полученном сообщении.',
  withdrawn: 'Этот опрос закрыт. Спасибо за интерес.',
  networkError: 'Не удалось связаться с сервером. Проверьте подключение и попробуйте ещё раз.',
  tooMany: 'Слишком много попыток. Подождите минуту и попробуйте снова.',
  loadRefused: 'Не удалось открыть опрос. Попробуйте ещё раз позже.',
  saveRefused: 'Не удалось сохранить ваши ответы. Обновите страницу и попробуйте ещё раз.',
  retry: 'Повторить',
};

export default ru;
