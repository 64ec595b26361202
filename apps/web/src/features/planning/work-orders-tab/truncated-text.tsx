import { Tooltip } from 'antd';
import { truncateTextCell } from '@fsp/domain';

/**
 * A table text cell cut per spec §9 (over 50 characters: 47 plus '...'). A cut text shows the
 * whole text in a tooltip on hover and on keyboard focus; an uncut one is plain text.
 */
export function TruncatedText({ text }: { text: string | null | undefined }) {
  const full = text ?? '';
  const shown = truncateTextCell(full);
  if (shown === full) return <>{full}</>;
  return (
    <Tooltip title={full}>
      <span tabIndex={0} aria-label={full} style={{ cursor: 'help' }}>
        {shown}
      </span>
    </Tooltip>
  );
}
