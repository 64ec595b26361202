import 'dayjs/locale/ru';
import antd from 'antd/es/locale/ru_RU';
import catalogue from '../locales/ru';

/** Russian texts with antd's and dayjs's locale: one chunk, loaded when the language is first used. */
export default { catalogue, antd };
