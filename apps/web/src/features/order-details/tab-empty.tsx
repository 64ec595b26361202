import type { ReactNode } from 'react';
import { Empty } from 'antd';

/**
 * The one empty state of the order drawer's tabs: antd's small picture over the note, as the survey tab's lists and the
 * drawer's other lists (changes, tasks) show it. A list whose columns fit the drawer shows it under its headers (the
 * table's empty text); a wide one (SIMS, SOS) shows it alone, not as an empty table with its headers cut at the edge.
 */
export function TabEmpty({ testId, children }: { testId: string; children: ReactNode }) {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={children} data-testid={testId} />;
}
