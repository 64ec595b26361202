import { useMemo, useState } from 'react';
import { Button, Empty, Popover, Space, Tooltip } from 'antd';
import { BgColorsOutlined, LeftOutlined, RightOutlined, SearchOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { WORKING_STATUSES, WARNING_COLOR, colorFor, createWordMatcher, type GridTechnician } from '@fsp/domain';
import { LazyAlert } from '../../../components/lazy-alert';
import { ClearablePlainInput as PlainInput } from '../../../components/input-clear';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useViewportRest } from '../../../lib/use-viewport-rest';
import { LOCAL_KEYS } from '../../../lib/storage-keys';
import { technicianSearchFields } from '../model/item-fields';
import { TechnicianGrid } from './technician-grid';
import type { TimelineActions } from './technician-row';
import { TeamUtilisation } from './utilisation';
import { DayPicker } from './day-picker';
import { RowSkeleton } from './row-skeleton';
import { firstShownDate, navigationDays, viewDays, type PlanningView } from '../model/view';
import { Text } from '../../../components/typography';

export interface TechnicianTabProps {
  technicians: readonly GridTechnician[] | undefined;
  /** 'YYYY-MM-DD' */
  date: string;
  onDateChange(date: string): void;
  view: PlanningView;
  loading: boolean;
  fetching: boolean;
  failed: boolean;
  selected: { technicianId: string; key: string } | null;
  canEdit: boolean;
  passive: ReadonlySet<string>;
  roles: readonly string[];
  actions: TimelineActions;
}

const YMD = 'YYYY-MM-DD';
/** Below the board: the card's and the page's bottom padding and the board's border. */
const BOARD_BOTTOM_GAP = 22;

function Legend() {
  const { t } = useTranslation();
  const shown = WORKING_STATUSES.filter((s) => !['SEND_FORM', 'ADD_CONFIRM', 'UNDO', 'CONTINUES'].includes(s));
  return (
    <div className="pg-legend" data-testid="planning-legend">
      {shown.map((status) => (
        <span key={status}>
          <span className="pg-legend-swatch" style={{ background: colorFor(status, false) }} />
          {t(`planning.statuses.${status}`)}
        </span>
      ))}
      <span>
        <span className="pg-legend-swatch" style={{ background: WARNING_COLOR }} />
        {t('planning.technicians.warning')}
      </span>
      <span>
        <span className="pg-legend-swatch" style={{ background: '#bbb', outline: '1.5px dashed #333', outlineOffset: -1.5 }} />
        {t('planning.timeline.unsaved')}
      </span>
    </div>
  );
}

/**
 * The Technician tab (spec part 1 §2): previous / next day and a date picker with the weekday name,
 * a 500 ms debounced search (shared Turkish-aware word matcher over number, name, org unit,
 * organization and the items' order and serial numbers), and the virtualised timeline board.
 */
export function TechnicianTab(props: TechnicianTabProps) {
  const { technicians, date, onDateChange, loading, fetching, failed } = props;
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [query, applyQuery] = useDebouncedValue(search);
  // A new day object only for a new day: the picker drops a typed day not yet confirmed for any new value (a reload
  // landing between typing and Enter put the day back). It keeps the language it was made in: weekdays are named anew.
  const day = useMemo(() => dayjs(date), [date]);
  const days = viewDays(props.view);
  // The range views start on the first shown day (the week's Monday), not on the selected one.
  const dayStart = dayjs(firstShownDate(props.view, date)).startOf('day').valueOf();
  const lastShown = dayjs(dayStart).add(days - 1, 'day').valueOf();

  const shown = useMemo(() => {
    if (!technicians) return [];
    const matches = createWordMatcher(query);
    return query.trim() === '' ? technicians : technicians.filter((tech) => matches(technicianSearchFields(tech)));
  }, [technicians, query]);

  const [board, setBoard] = useState<HTMLDivElement | null>(null);
  const boardHeight = useViewportRest(board, BOARD_BOTTOM_GAP, 300, LOCAL_KEYS.planningBoardTop);

  // Previous / next move by the view's length: a day, three days or a week.
  const shift = (direction: -1 | 1) => onDateChange(day.add(direction * navigationDays(props.view), 'day').format(YMD));
  const [previousText, nextText] =
    props.view === 'week'
      ? [t('planning.technicians.previousWeek'), t('planning.technicians.nextWeek')]
      : props.view === 'threeDays'
        ? [t('planning.technicians.previousThreeDays'), t('planning.technicians.nextThreeDays')]
        : [t('planning.technicians.previousDay'), t('planning.technicians.nextDay')];

  return (
    <div data-testid="planning-technician-tab">
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '6px 12px', alignItems: 'center', marginBottom: 6 }}>
        <Space.Compact>
          <Tooltip title={previousText}>
            <Button icon={<LeftOutlined />} aria-label={previousText} onClick={() => shift(-1)} data-testid="planning-day-prev" />
          </Tooltip>
          <DayPicker value={day} onChange={(value) => onDateChange(value.format(YMD))} />
          <Tooltip title={nextText}>
            <Button icon={<RightOutlined />} aria-label={nextText} onClick={() => shift(1)} data-testid="planning-day-next" />
          </Tooltip>
        </Space.Compact>
        <Button onClick={() => onDateChange(dayjs().format(YMD))} disabled={date === dayjs().format(YMD)}>
          {t('planning.technicians.today')}
        </Button>
        <Text strong style={{ fontSize: 15 }} data-testid="planning-weekday">
          {/* The range in dates only: the axis names the weekdays, and the toolbar has no room for more at 1280 px. */}
          {days > 1 ? `${dayjs(dayStart).format('DD.MM')} – ${dayjs(lastShown).format('DD.MM')}` : dayjs(date).format('dddd')}
        </Text>
        <div style={{ flex: 1 }} />
        <PlainInput
          allowClear
          prefix={<SearchOutlined style={{ color: '#8c96a5' }} />}
          // A short hint fits the box at 1280 px; the label says it in full.
          placeholder={t('planning.technicians.searchHint')}
          aria-label={t('planning.technicians.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            if (event.target.value === '') applyQuery('');
          }}
          onPressEnter={() => applyQuery(search)}
          style={{ flex: '1 1 180px', maxWidth: 340 }}
          data-testid="planning-search"
        />
        {technicians ? (
          <Text type="secondary" data-testid="planning-count">
            {t('planning.technicians.count', { shown: shown.length, total: technicians.length })}
          </Text>
        ) : null}
        {technicians && shown.length > 0 ? <TeamUtilisation technicians={shown} dayStart={dayStart} days={days} /> : null}
        <Popover content={<Legend />} title={t('planning.technicians.legend')} trigger="click" placement="bottomRight">
          <Tooltip title={t('planning.technicians.legend')}>
            <Button icon={<BgColorsOutlined />} aria-label={t('planning.technicians.legend')} data-testid="planning-legend-open" />
          </Tooltip>
        </Popover>
      </div>
      <div ref={setBoard}>
      {failed && !technicians ? (
        <LazyAlert type="error" showIcon title={t('planning.technicians.loadFailed')} />
      ) : loading && !technicians ? (
        <div data-testid="planning-skeleton" style={{ padding: 8 }}>
          {Array.from({ length: 6 }, (_, index) => (
            <RowSkeleton key={index} />
          ))}
        </div>
      ) : technicians && technicians.length === 0 ? (
        <Empty className="pg-empty" description={t('planning.technicians.noTechnicians')} />
      ) : technicians && shown.length === 0 ? (
        <Empty className="pg-empty" description={t('planning.technicians.noMatch')} data-testid="planning-no-match" />
      ) : (
        <TechnicianGrid
          technicians={shown}
          dayStart={dayStart}
          view={props.view}
          selected={props.selected}
          canEdit={props.canEdit}
          passive={props.passive}
          roles={props.roles}
          actions={props.actions}
          fetching={fetching}
          height={boardHeight}
        />
      )}
      </div>
    </div>
  );
}
