import type { ReactNode } from 'react';
import './readable-when-read-only.css';

/**
 * Fields the user may read but not change stay disabled (they cannot be edited) but keep the normal text
 * colour: antd's disabled grey on grey missed the WCAG AA contrast for the texts people open the dialog to read.
 */
export function ReadableWhenReadOnly({ readOnly, children }: { readOnly: boolean; children: ReactNode }) {
  return <div className={readOnly ? 'ci-readable-read-only' : undefined}>{children}</div>;
}
