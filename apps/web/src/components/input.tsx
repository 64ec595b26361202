import { Input as AntdInput } from 'antd';
import { withTranslatedClear } from './input-clear';

/**
 * antd's Input, Input.Search, .TextArea and .Password with their clear buttons named in the reader's language; the
 * only way the app imports Input (eslint.config.js). Search and the others render antd's own Input, so each is wrapped.
 */
export const Input = Object.assign(withTranslatedClear(AntdInput), {
  Group: AntdInput.Group,
  OTP: AntdInput.OTP,
  Search: withTranslatedClear(AntdInput.Search),
  TextArea: withTranslatedClear(AntdInput.TextArea),
  Password: withTranslatedClear(AntdInput.Password),
});
