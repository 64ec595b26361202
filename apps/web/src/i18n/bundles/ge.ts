import 'dayjs/locale/ka';
import antd from 'antd/es/locale/ka_GE';
import catalogue from '../locales/ge';

/** Georgian texts with antd's and dayjs's locale: one chunk, loaded when the language is first used. */
export default { catalogue, antd };
