import { Badge } from 'antd';

/** The Changes tab's count of pending changes (nothing while there is none). */
export function ChangesBadge({ count }: { count: number }) {
  return <Badge count={count} size="small" color="#e53935" offset={[6, -8]} data-testid="planning-changes-badge" />;
}
