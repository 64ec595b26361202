import { Tag, Tooltip } from 'antd';
import { EyeOutlined, LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PermissionItem } from '@fsp/domain';
import { drawerLockOf } from './drawer-lock';

export interface DrawerLockTagProps {
  item: PermissionItem | null;
  roles: readonly string[];
  /** The read-only rule of the drawer (drawer-lock.ts): the history's adds HOLD. */
  rule?: 'assignment' | 'history';
  testId?: string;
}

/**
 * The order drawer's title tag (drawer-lock.ts): "Read-only" only for a user who can change nothing in it,
 * "Plan locked" for a finished, deleted or (history) held job, whose notes a dispatcher can still add.
 * Focusable, so the tooltip's reason reaches keyboard users too.
 */
export function DrawerLockTag({ item, roles, rule = 'assignment', testId = 'planning-drawer-read-only' }: DrawerLockTagProps) {
  const { t } = useTranslation();
  const lock = drawerLockOf(item, roles, rule);
  if (lock === null) return null;
  return (
    <Tooltip title={t(`orderDetails.lock.${lock}.tooltip`)} trigger={['hover', 'focus']}>
      <Tag icon={lock === 'readOnly' ? <EyeOutlined /> : <LockOutlined />} tabIndex={0} style={{ cursor: 'help' }} data-testid={testId} data-lock={lock}>
        {t(`orderDetails.lock.${lock}.tag`)}
      </Tag>
    </Tooltip>
  );
}
