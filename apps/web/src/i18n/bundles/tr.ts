import 'dayjs/locale/tr';
import antd from 'antd/es/locale/tr_TR';
import catalogue from '../locales/tr';

/** Turkish texts with antd's and dayjs's locale: one chunk, loaded when the language is first used. */
export default { catalogue, antd };
