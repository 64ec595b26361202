import { Tag, Tooltip } from 'antd';
import { EyeOutlined, LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PermissionItem } from '@fsp/domain';
import { drawerLockOf } from './drawer-lock';

/**
 * The order drawer's title tag (drawer-lock.ts): "Read-only" only for a user who can change nothing in it,
 * "Plan locked" for a finished or deleted job, whose notes and survey a dispatcher can still add and send.
 * Focusable, so the tooltip's reason reaches keyboard users too.
 */
export function DrawerLockTag({ item, roles }: { item: PermissionItem | null; roles: readonly string[] }) {
  const { t } = useTranslation();
  const lock = drawerLockOf(item, roles);
  if (lock === null) return null;
  return (
    <Tooltip title={t(`orderDetails.lock.${lock}.tooltip`)} trigger={['hover', 'focus']}>
      <Tag icon={lock === 'readOnly' ? <EyeOutlined /> : <LockOutlined />} tabIndex={0} style={{ cursor: 'help' }} data-testid="planning-drawer-read-only" data-lock={lock}>
        {t(`orderDetails.lock.${lock}.tag`)}
      </Tag>
    </Tooltip>
  );
}
