import { Tag } from 'antd';
import { CheckCircleOutlined } from '@ant-design/icons';
import type { CiStatus } from '@fsp/domain';

/** Spec part 2 §4: WAITING_APPROVAL gold, APPROVED blue, LIVE green with an icon, REJECTED red. */
export const CI_STATUS_COLORS: Record<CiStatus, string> = { WAITING_APPROVAL: 'gold', APPROVED: 'blue', LIVE: 'green', REJECTED: 'red' };

/** A long name wraps between its words where its column is narrow (the board's at 1,280 px) rather than running out. */
const WRAPPING = { marginInlineEnd: 0, whiteSpace: 'normal' } as const;

export function CiStatusTag({ status, label }: { status: CiStatus; label: string }) {
  return (
    <Tag color={CI_STATUS_COLORS[status]} style={WRAPPING} icon={status === 'LIVE' ? <CheckCircleOutlined /> : undefined} data-testid="ci-status-tag" data-status={status}>
      {label}
    </Tag>
  );
}
