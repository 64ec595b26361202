import { useEffect, useRef, useState } from 'react';
import { Button, Table, type TableProps } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import './wide-table.css';

/** The scrolling areas a wide table can sit in: the order drawer's body, the part dialog's window. */
const SCROLL_AREAS = '.ant-drawer-body, .ant-modal-wrap';
const SCROLLING_PART = '.ant-table-body, .ant-table-content';

/** Whether columns wait beyond the left edge (under the fixed column) and beyond the right one. */
interface SideScroll {
  back: boolean;
  more: boolean;
}

/**
 * A table with more columns than the drawer or dialog is wide (SIMS, SOS, part lines): it scrolls sideways inside
 * its box with its key column fixed (the first column, marked `fixed: 'left'` by the caller), and shows that it does,
 * as overlay scroll bars (macOS) appear only while scrolling: the edge where more columns wait fades out, buttons above
 * the table bring the next and the previous columns in, and the fixed column casts a shadow once columns have slid
 * under it. Header and scroll bar stick to the drawer's (dialog's) scrolling area, so every column is reachable from
 * any row of a long table.
 *
 * Columns get a width but no ellipsis: with a fixed column and `max-content` antd lays the table out automatically,
 * so a column is never narrower than its longest word (in any language) and longer texts wrap, all of them readable.
 */
export function WideTable<T extends object>(props: Omit<TableProps<T>, 'scroll' | 'sticky' | 'tableLayout'>) {
  const { t } = useTranslation();
  const holder = useRef<HTMLDivElement>(null);
  const [scrollArea, setScrollArea] = useState<HTMLElement | null>(null);
  const [side, setSide] = useState<SideScroll>({ back: false, more: false });
  useEffect(() => {
    setScrollArea(holder.current?.closest<HTMLElement>(SCROLL_AREAS) ?? null);
  }, []);
  // After every render: antd may have replaced the scrolling part (the sticky header splits the table in two).
  useEffect(() => {
    const region = holder.current?.querySelector<HTMLElement>(SCROLLING_PART);
    if (!region) return;
    const update = () => {
      const back = region.scrollLeft > 1;
      const more = region.scrollLeft < region.scrollWidth - region.clientWidth - 1;
      setSide((old) => (old.back === back && old.more === more ? old : { back, more }));
      // A scrolling table must take the keyboard's focus to be scrolled with the arrow keys (WCAG 2.1.1).
      if (region.scrollWidth > region.clientWidth) region.tabIndex = 0;
      else region.removeAttribute('tabindex');
    };
    update();
    const resized = new ResizeObserver(update);
    resized.observe(region);
    region.addEventListener('scroll', update, { passive: true });
    return () => {
      resized.disconnect();
      region.removeEventListener('scroll', update);
    };
  });
  const scrollBy = (direction: 1 | -1) => {
    const region = holder.current?.querySelector<HTMLElement>(SCROLLING_PART);
    if (!region) return;
    const fixedWidth = holder.current?.querySelector<HTMLElement>('thead .ant-table-cell-fix-start')?.offsetWidth ?? 0;
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    // Most of the part beside the fixed column, so the column cut at the edge comes in whole.
    region.scrollBy({ left: direction * Math.max(80, (region.clientWidth - fixedWidth) * 0.8), behavior: reduced ? 'auto' : 'smooth' });
  };
  return (
    <div ref={holder} className="wide-table">
      {side.back || side.more ? (
        <div className="wide-table-pager">
          <Button size="small" icon={<LeftOutlined />} disabled={!side.back} title={t('orderDetails.wideTable.previousColumns')} aria-label={t('orderDetails.wideTable.previousColumns')} onClick={() => scrollBy(-1)} data-testid="wide-table-back" />
          <Button size="small" icon={<RightOutlined />} disabled={!side.more} title={t('orderDetails.wideTable.nextColumns')} aria-label={t('orderDetails.wideTable.nextColumns')} onClick={() => scrollBy(1)} data-testid="wide-table-more" />
        </div>
      ) : null}
      <Table<T> {...props} scroll={{ x: 'max-content' }} sticky={scrollArea ? { getContainer: () => scrollArea } : undefined} />
    </div>
  );
}
