import { Tooltip, Typography } from 'antd';
import { TEXT_CELL_MAX_LENGTH, truncateWithEllipsis } from '@fsp/domain';

/**
 * A table text cell of at most two lines, so a narrow column at 1280 px does not make its rows tall: cut at
 * 50 characters as every table's text cells are (spec §9, TruncatedText), and where two lines hold less, at the
 * second line's end with "…". Either cut shows the whole text in a tooltip.
 */
export function TwoLineText({ text }: { text: string }) {
  const shown = truncateWithEllipsis(text, TEXT_CELL_MAX_LENGTH);
  const cutBySpec = shown !== text;
  const lines = (
    // The line clamp's tooltip is for a text the 50 characters left whole; a cut one has its own below.
    <Typography.Paragraph ellipsis={{ rows: 2, tooltip: cutBySpec ? false : text }} style={{ marginBottom: 0 }}>
      {shown}
    </Typography.Paragraph>
  );
  if (!cutBySpec) return lines;
  return (
    <Tooltip title={text}>
      <div tabIndex={0} aria-label={text} style={{ cursor: 'help' }}>
        {lines}
      </div>
    </Tooltip>
  );
}
