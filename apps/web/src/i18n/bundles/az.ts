import 'dayjs/locale/az';
import antd from 'antd/es/locale/az_AZ';
import catalogue from '../locales/az';

/** Azerbaijani texts with antd's and dayjs's locale: one chunk, loaded when the language is first used. */
export default { catalogue, antd };
