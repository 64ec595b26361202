import { Tag } from 'antd';
import { CheckCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DraftStatus } from '../model/filters';

/** Spec part 1 §2: SAVED gold, ASSIGNED green with a check, CANCELLED red. */
export const DRAFT_STATUS_COLORS: Record<DraftStatus, string> = { SAVED: 'gold', ASSIGNED: 'green', CANCELLED: 'red' };

export function DraftStatusTag({ status }: { status: DraftStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={DRAFT_STATUS_COLORS[status]} icon={status === 'ASSIGNED' ? <CheckCircleOutlined /> : undefined} style={{ marginInlineEnd: 0 }} data-testid="draft-status" data-status={status}>
      {t(`draftWorkOrders.statuses.${status}`)}
    </Tag>
  );
}
