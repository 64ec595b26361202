import { useLayoutEffect, useState, type Ref } from 'react';
import { flushSync } from 'react-dom';
import { Button, Popover, Tag, Tooltip } from 'antd';
import { CalendarOutlined, EyeInvisibleOutlined, EyeOutlined, FilterOutlined, TeamOutlined, ApartmentOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { OrganizationWithTeams } from '../../../api/reference';
import type { PlanningFilters } from '../model/filters';
import { Text } from '../../../components/typography';

/** Team chips beyond this many fold into a '+N more' chip; fewer when the line is too narrow for them. */
const VISIBLE_TEAM_CHIPS = 3;

/** Chips keep their width, so one that does not fit is folded away rather than cut to a letter. */
const CHIP_STYLE = { fontSize: 13, padding: '2px 8px', marginInlineEnd: 0, flexShrink: 0 } as const;
/** With every team folded and the line still too narrow (long words at 1280 px), the date gives way, ending in "…". */
const SHRINKING_CHIP = { flexShrink: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
/**
 * The Work orders tab's range: with every team folded it gives way long before the date does, its text ending in
 * "…" (the full text is the title) while its icon and × stay.
 */
const RANGE_CHIP = { display: 'inline-flex', alignItems: 'center', columnGap: 4 } as const;
const SHRINKING_RANGE_CHIP = { flexShrink: 100, minWidth: 120 } as const;
const RANGE_TEXT = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 } as const;

/**
 * How many team chips fit on the strip's one line: starts from the most and drops one while the strip
 * overflows, again from the most after the strip is resized (window, menu, language). The strip is measured in
 * the next frame, before it paints, not while React commits: a measure there lays out a page the following
 * commits change again (the board's first render commits several times), and each such layout costs the whole grid.
 */
function useFittingCount(max: number, deps: unknown[]) {
  const [strip, setStrip] = useState<HTMLDivElement | null>(null);
  const [count, setCount] = useState(max);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    if (!strip) return;
    const observer = new ResizeObserver(() => setWidth(strip.clientWidth));
    observer.observe(strip);
    return () => observer.disconnect();
  }, [strip]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- deps: what changes the chips' widths
  useLayoutEffect(() => setCount(max), [max, width, ...deps]);
  useLayoutEffect(() => {
    if (!strip || count === 0) return;
    const frame = requestAnimationFrame(() => {
      if (strip.scrollWidth > strip.clientWidth) flushSync(() => setCount(count - 1));
    });
    return () => cancelAnimationFrame(frame);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deps: what changes the chips' widths
  }, [strip, count, width, ...deps]);
  return { ref: setStrip, count };
}

/**
 * The header strip (spec part 1 §2): removable chips for the date, the Work orders tab's plan-date range (when one
 * is set), the teams and the organizations, which can be hidden or shown, next to the button that opens the filter
 * drawer (`openButtonRef`: where the focus goes back when the drawer closes).
 */
export function FilterChips({
  filters,
  organizations,
  hidden,
  onToggleHidden,
  openButtonRef,
  onOpenFilters,
  onResetDate,
  onClearPlanRange,
  onRemoveTeam,
  onRemoveOrganization,
}: {
  filters: PlanningFilters | null;
  organizations: readonly OrganizationWithTeams[] | undefined;
  hidden: boolean;
  onToggleHidden: () => void;
  openButtonRef?: Ref<HTMLButtonElement>;
  onOpenFilters: () => void;
  onResetDate: () => void;
  onClearPlanRange: () => void;
  onRemoveTeam: (teamId: number) => void;
  onRemoveOrganization: (orgunit: string) => void;
}) {
  const { t } = useTranslation();
  const teamName = new Map<number, string>();
  const orgName = new Map<string, string>();
  for (const org of organizations ?? []) {
    orgName.set(org.orgunit, org.displayName);
    for (const team of org.teams) teamName.set(team.id, `${team.name} · ${org.displayName}`);
  }
  const today = dayjs().format('YYYY-MM-DD');
  // The weekday's length is the language's (Russian shortens it to fit at 1280 px); the date stays year-month-day.
  const dateText = filters ? t('planning.chips.date', { date: dayjs(filters.date).format(t('planning.chips.dateFormat')) }) : '';
  const planRange = filters?.planRange;
  const planRangeText =
    planRange && (planRange.start !== null || planRange.end !== null) ? t('planning.chips.planRange', { range: `${planRange.start ?? '…'} – ${planRange.end ?? '…'}` }) : null;
  const { ref: stripRef, count: visibleTeams } = useFittingCount(VISIBLE_TEAM_CHIPS, [filters, organizations, t, hidden]);
  // Any shrinking at all cuts the date's end: while the range's chip can give way, the date keeps its width.
  const dateShrinks = visibleTeams === 0 && planRangeText === null;
  const moreText = filters ? t('planning.chips.more', { count: filters.teamIds.length - visibleTeams }) : '';
  // A chip's ✕ names the criterion it removes ("Remove: Team: …"), not antd's bare "Close".
  const removable = (text: string, remove: () => void, closable = true) => ({
    closable: closable && { 'aria-label': `${t('listFilters.removeChip')} ${text}` },
    onClose: (event: { preventDefault: () => void }) => {
      event.preventDefault();
      remove();
    },
  });
  const teamChip = (teamId: number) => {
    const text = t('planning.chips.team', { name: teamName.get(teamId) ?? `#${teamId}` });
    return (
      <Tag key={teamId} icon={<TeamOutlined />} {...removable(text, () => onRemoveTeam(teamId))} style={CHIP_STYLE} data-testid={`planning-chip-team-${teamId}`}>
        {text}
      </Tag>
    );
  };

  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 10 }} data-testid="planning-filter-bar">
      <Button ref={openButtonRef} type="primary" icon={<FilterOutlined />} onClick={onOpenFilters} data-testid="planning-filter-open">
        {t('planning.filters.open')}
      </Button>
      {!hidden ? (
        <div
          ref={stripRef}
          style={{ display: 'flex', alignItems: 'center', gap: 6, flex: 1, minWidth: 0, overflow: 'hidden' }}
          aria-label={t('planning.chips.label')}
          data-testid="planning-filter-chips"
        >
          {filters ? (
            <>
              <Tag
                icon={<CalendarOutlined />}
                color="blue"
                {...removable(dateText, onResetDate, filters.date !== today)}
                style={{ ...CHIP_STYLE, ...(dateShrinks ? SHRINKING_CHIP : null) }}
                title={dateShrinks ? dateText : undefined}
                data-testid="planning-chip-date"
              >
                {dateText}
              </Tag>
              {planRangeText ? (
                <Tag
                  color="gold"
                  {...removable(planRangeText, onClearPlanRange)}
                  style={{ ...CHIP_STYLE, ...RANGE_CHIP, ...(visibleTeams === 0 ? SHRINKING_RANGE_CHIP : null) }}
                  title={planRangeText}
                  data-testid="planning-chip-plan-range"
                >
                  {/* The icon as a child, not antd's icon: that wraps the text in a span which would not shrink. */}
                  <CalendarOutlined />
                  <span style={RANGE_TEXT}>{planRangeText}</span>
                </Tag>
              ) : null}
              {filters.organizationEnabled
                ? filters.organizations.map((orgunit) => {
                    const text = t('planning.chips.organization', { name: orgName.get(orgunit) ?? orgunit });
                    return (
                      <Tag
                        key={orgunit}
                        icon={<ApartmentOutlined />}
                        color="purple"
                        {...removable(text, () => onRemoveOrganization(orgunit))}
                        style={CHIP_STYLE}
                        data-testid={`planning-chip-org-${orgunit}`}
                      >
                        {text}
                      </Tag>
                    );
                  })
                : null}
              {filters.teamIds.slice(0, visibleTeams).map(teamChip)}
              {filters.teamIds.length > visibleTeams ? (
                <Popover
                  trigger="click"
                  placement="bottomLeft"
                  content={<div style={{ display: 'flex', flexDirection: 'column', gap: 6, maxWidth: 360 }}>{filters.teamIds.slice(visibleTeams).map(teamChip)}</div>}
                >
                  {visibleTeams > 0 ? (
                    <Tag style={{ ...CHIP_STYLE, cursor: 'pointer', borderStyle: 'dashed' }} data-testid="planning-chip-more">
                      {moreText}
                    </Tag>
                  ) : (
                    // No team chip fits: the fold is only "+N", its words in the title and for screen readers.
                    <Tag
                      icon={<TeamOutlined />}
                      style={{ ...CHIP_STYLE, cursor: 'pointer', borderStyle: 'dashed' }}
                      title={moreText}
                      aria-label={moreText}
                      data-testid="planning-chip-more"
                    >
                      +{filters.teamIds.length}
                    </Tag>
                  )}
                </Popover>
              ) : null}
            </>
          ) : (
            <Text type="secondary">{t('planning.chips.none')}</Text>
          )}
        </div>
      ) : (
        <div style={{ flex: 1 }} />
      )}
      <Tooltip title={hidden ? t('planning.chips.show') : t('planning.chips.hide')}>
        <Button
          type="text"
          icon={hidden ? <EyeOutlined /> : <EyeInvisibleOutlined />}
          aria-label={hidden ? t('planning.chips.show') : t('planning.chips.hide')}
          onClick={onToggleHidden}
          data-testid="planning-chips-toggle"
        />
      </Tooltip>
    </div>
  );
}
