import { useId, useRef, type ReactNode, type Ref } from 'react';
import { Button, Tag, Typography } from 'antd';
import { EyeInvisibleOutlined, EyeOutlined, FilterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** One criterion shown as a chip. A chip with onClose is closable (removing that criterion). */
export interface FilterChip {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  color?: string;
  onClose?: () => void;
}

/**
 * The header strip of a list screen (spec part 1 §2 "Draft work orders": chips show the current
 * criteria and can be closed; the criteria section can be hidden or shown): the button that opens
 * the filter drawer, the chips, a hide/show toggle and room for screen actions on the right.
 * Test ids: `${testIdPrefix}-filter-open`, `-filter-chips`, `-chip-<key>`, `-chips-toggle`.
 */
export function FilterBar({
  testIdPrefix,
  chips,
  hidden,
  onToggleHidden,
  onOpenFilters,
  openButtonRef,
  extra,
}: {
  testIdPrefix: string;
  chips: readonly FilterChip[];
  hidden: boolean;
  onToggleHidden: () => void;
  onOpenFilters: () => void;
  /** The Filters button, for a screen that gives it the focus back (FilterDrawerShell's `returnFocusTo`). */
  openButtonRef?: Ref<HTMLButtonElement>;
  /** Screen actions at the right end (e.g. an export button). */
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const bar = useRef<HTMLDivElement>(null);
  const idPrefix = useId();
  // A removed chip takes its ✕ with it: the focus goes to the ✕ that takes its place (the next chip's, else the last
  // one's), else to Filters, not to the page's body.
  const focusAfterRemoving = (closerIndex: number) =>
    requestAnimationFrame(() => {
      const closers = bar.current?.querySelectorAll<HTMLElement>('.ant-tag-close-icon');
      const next = closers?.[Math.min(closerIndex, closers.length - 1)];
      (next ?? bar.current?.querySelector<HTMLElement>(`[data-testid="${testIdPrefix}-filter-open"]`))?.focus();
    });
  return (
    <div ref={bar} style={{ display: 'flex', alignItems: 'center', gap: 10, flexWrap: 'wrap', marginBottom: 14 }} data-testid={`${testIdPrefix}-filter-bar`}>
      <Button ref={openButtonRef} type="primary" icon={<FilterOutlined />} onClick={onOpenFilters} data-testid={`${testIdPrefix}-filter-open`}>
        {t('listFilters.open')}
      </Button>
      {hidden ? (
        <div style={{ flex: 1 }} />
      ) : (
        <div
          // Less than 200 px beside Filters (a phone): the chips take a line of their own rather than a narrow column.
          style={{ display: 'flex', flexWrap: 'wrap', gap: 6, flex: '1 1 200px', minWidth: 0 }}
          aria-label={t('listFilters.criteria')}
          data-testid={`${testIdPrefix}-filter-chips`}
        >
          <span id={`${idPrefix}-remove`} hidden>
            {t('listFilters.removeChip')}
          </span>
          {chips.length === 0 ? (
            <Typography.Text type="secondary">{t('listFilters.noCriteria')}</Typography.Text>
          ) : (
            chips.map((chip, index) => (
              <Tag
                key={chip.key}
                icon={chip.icon}
                color={chip.color}
                // Its ✕ is named after the chip ("Remove: Team: …"), not antd's bare "Close" (a hidden text may name a control).
                closable={chip.onClose !== undefined && { 'aria-labelledby': `${idPrefix}-remove ${idPrefix}-label-${index}` }}
                onClose={(event) => {
                  event.preventDefault();
                  chip.onClose?.();
                  focusAfterRemoving(chips.slice(0, index).filter((c) => c.onClose).length);
                }}
                // A chip longer than its line (a date range on a phone) wraps instead of widening the page.
                style={{ fontSize: 13, padding: '2px 8px', marginInlineEnd: 0, whiteSpace: 'normal' }}
                data-testid={`${testIdPrefix}-chip-${chip.key}`}
              >
                <span id={`${idPrefix}-label-${index}`}>{chip.label}</span>
              </Tag>
            ))
          )}
        </div>
      )}
      <Button type="text" size="small" icon={hidden ? <EyeOutlined /> : <EyeInvisibleOutlined />} onClick={onToggleHidden} data-testid={`${testIdPrefix}-chips-toggle`}>
        {hidden ? t('listFilters.showCriteria') : t('listFilters.hideCriteria')}
      </Button>
      {extra}
    </div>
  );
}
