import { Tooltip } from 'antd';
import { TEXT_CELL_MAX_LENGTH, truncateWithEllipsis } from '@fsp/domain';

/**
 * A table text cell cut per spec §9 at 50 characters (the draft customer at 25), ending in '...' with no
 * separator or dots dangling before it (truncateWithEllipsis). A cut text shows the whole text in a tooltip
 * on hover and on keyboard focus; an uncut one is plain text.
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
