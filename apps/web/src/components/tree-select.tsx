import { TreeSelect as AntdTreeSelect, type RefSelectProps, type TreeSelectProps } from 'antd';
import type { RefAttributes } from 'react';
import { useSelectAllowClear } from './use-select-allow-clear';

type DataNode = NonNullable<TreeSelectProps['treeData']>[number];

/** antd's TreeSelect with its clear button named in the reader's language; the only way the app imports TreeSelect (eslint.config.js). */
function TranslatedTreeSelect<ValueType = unknown, OptionType extends DataNode = DataNode>(props: TreeSelectProps<ValueType, OptionType> & RefAttributes<RefSelectProps>) {
  const allowClear = useSelectAllowClear(props.allowClear);
  return <AntdTreeSelect<ValueType, OptionType> {...props} allowClear={allowClear} />;
}

export const TreeSelect: typeof AntdTreeSelect = Object.assign(TranslatedTreeSelect, {
  TreeNode: AntdTreeSelect.TreeNode,
  SHOW_ALL: AntdTreeSelect.SHOW_ALL,
  SHOW_PARENT: AntdTreeSelect.SHOW_PARENT,
  SHOW_CHILD: AntdTreeSelect.SHOW_CHILD,
  _InternalPanelDoNotUseOrYouWillBeFired: AntdTreeSelect._InternalPanelDoNotUseOrYouWillBeFired,
});
