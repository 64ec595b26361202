import { useLayoutEffect, useState } from 'react';

/** The attribute that marks a header's text for useHeaderWidths; its value is the column's key. */
const HEADER_LABEL_ATTRIBUTE = 'data-header-label';

/** Props of the element holding a header's text: `<span {...headerLabelProps(key)}>`. */
export function headerLabelProps(key: string): Record<typeof HEADER_LABEL_ATTRIBUTE, string> {
  return { [HEADER_LABEL_ATTRIBUTE]: key };
}

type Widths = Readonly<Record<string, number>>;

function sameWidths(a: Widths, b: Widths): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/**
 * The width each marked header text needs on one line, its cell's padding included, by column key: measured in
 * `box` when it is shown and again whenever `labelsKey` (the language and the column order) or its width changes.
 * Texts differ by language (Russian ones are the longest), so fixed widths would cut some header somewhere.
 */
export function useHeaderWidths(box: HTMLElement | null, boxWidth: number, labelsKey: string): Widths {
  const [widths, setWidths] = useState<Widths>({});
  useLayoutEffect(() => {
    // A hidden box (another tab, the map view) has nothing to measure: keep the last widths.
    if (box === null || boxWidth === 0) return;
    const measured: Record<string, number> = {};
    for (const label of box.querySelectorAll<HTMLElement>(`thead [${HEADER_LABEL_ATTRIBUTE}]`)) {
      const cell = label.closest('th');
      const key = label.getAttribute(HEADER_LABEL_ATTRIBUTE);
      if (cell === null || key === null) continue;
      const style = getComputedStyle(cell);
      measured[key] = Math.ceil(label.getBoundingClientRect().width + parseFloat(style.paddingLeft) + parseFloat(style.paddingRight));
    }
    setWidths((current) => (sameWidths(current, measured) ? current : measured));
  }, [box, boxWidth, labelsKey]);
  return widths;
}
