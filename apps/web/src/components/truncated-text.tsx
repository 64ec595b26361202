import { Tooltip } from 'antd';
import { TEXT_CELL_MAX_LENGTH, truncateWithEllipsis } from '@fsp/domain';

/**
 * A table text cell cut per spec §9 (over 50 characters: 47 plus '...'; the draft customer uses
 * 25: 22 plus dots). A cut text shows the whole text in a tooltip on hover and on keyboard focus;
 * an uncut one is plain text.
 */
export function TruncatedText({ text, max = TEXT_CELL_MAX_LENGTH }: { text: string | null | undefined; max?: number }) {
  const full = text ?? '';
  const shown = truncateWithEllipsis(full, max);
  if (shown === full) return <>{full}</>;
  return (
    <Tooltip title={full}>
      <span tabIndex={0} aria-label={full} style={{ cursor: 'help' }}>
        {shown}
      </span>
    </Tooltip>
  );
}
