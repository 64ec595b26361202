import { Tag, Tooltip } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/**
 * Shown on the board's tab line to a read-only user (observer), where an editor's Save all sits: nothing else says that
 * nothing can be changed. Focusable, and its tooltip opens on focus too, so the reason reaches keyboard users.
 */
export function ReadOnlyTag() {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('planning.readOnly.tooltip')} trigger={['hover', 'focus']}>
      <Tag icon={<EyeOutlined />} tabIndex={0} style={{ marginInlineEnd: 0, cursor: 'help' }} data-testid="planning-read-only">
        {t('planning.readOnly.tag')}
      </Tag>
    </Tooltip>
  );
}
