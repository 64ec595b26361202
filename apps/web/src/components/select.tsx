import { Select as AntdSelect, type RefSelectProps, type SelectProps } from 'antd';
import type { BaseOptionType, DefaultOptionType } from 'antd/es/select';
import type { RefAttributes } from 'react';
import { useSelectAllowClear } from './use-select-allow-clear';

/** antd's Select with its clear button named in the reader's language; the only way the app imports Select (eslint.config.js). */
function TranslatedSelect<ValueType = unknown, OptionType extends BaseOptionType | DefaultOptionType = DefaultOptionType>(
  props: SelectProps<ValueType, OptionType> & RefAttributes<RefSelectProps>,
) {
  const allowClear = useSelectAllowClear(props.allowClear);
  return <AntdSelect<ValueType, OptionType> {...props} allowClear={allowClear} />;
}

export const Select: typeof AntdSelect = Object.assign(TranslatedSelect, {
  Option: AntdSelect.Option,
  OptGroup: AntdSelect.OptGroup,
  SECRET_COMBOBOX_MODE_DO_NOT_USE: AntdSelect.SECRET_COMBOBOX_MODE_DO_NOT_USE,
  _InternalPanelDoNotUseOrYouWillBeFired: AntdSelect._InternalPanelDoNotUseOrYouWillBeFired,
});
