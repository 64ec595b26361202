import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import { TIMELINE_WIDTH_PERCENT, minuteToPercent, rangeDayStarts, rangeHourStep, type GridTechnician } from '@fsp/domain';
import { axisHours, stepFor, viewDays, viewWindow, type PlanningView } from '../model/view';
import { useElementWidth } from '../../../lib/use-element-width';
import { RANGE_LABEL_PX, RangeAxis, rangeDayText } from './range-axis';
import { useTechnicianSurveyScores } from '../../survey-sending';
import { TechnicianRow, type TimelineActions } from './technician-row';
import './planning-grid.css';
import './planning-board-parts.css';

export const ROW_HEIGHT = 40;
/** The sticky hour axis inside the scrolling body (so both share the scrollbar and line up). */
const HEADER_HEIGHT = 28;

export interface TechnicianGridProps {
  technicians: readonly GridTechnician[];
  /** Epoch ms of local midnight of the (first) shown day. */
  dayStart: number;
  view: PlanningView;
  selected: { technicianId: string; key: string } | null;
  canEdit: boolean;
  passive: ReadonlySet<string>;
  roles: readonly string[];
  actions: TimelineActions;
  fetching: boolean;
  /** Height of the scrolling body in px. */
  height: number;
}

function hourText(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

function nowMinuteOf(dayStart: number, spanMinutes: number): number | null {
  const minutes = (Date.now() - dayStart) / 60_000;
  return minutes >= 0 && minutes < spanMinutes ? minutes : null;
}

/** Minutes since local midnight of the first shown day now, refreshed every 30 s, or null when no shown day is today. */
function useNowMinute(dayStart: number, spanMinutes: number): number | null {
  const [now, setNow] = useState(() => nowMinuteOf(dayStart, spanMinutes));
  useEffect(() => {
    setNow(nowMinuteOf(dayStart, spanMinutes));
    const timer = window.setInterval(() => setNow(nowMinuteOf(dayStart, spanMinutes)), 30_000);
    return () => window.clearInterval(timer);
  }, [dayStart, spanMinutes]);
  return now;
}

/**
 * The Technician tab's board: a sticky hour axis and the technicians as virtualised rows (only the
 * rows in view are in the DOM, so 1,000 technicians scroll smoothly). Each row is memoised on its
 * technician object; see createGridApplier for how unchanged technicians keep their objects.
 */
export function TechnicianGrid({ technicians, dayStart, view, selected, canEdit, passive, roles, actions, fetching, height }: TechnicianGridProps) {
  const { t } = useTranslation();
  const bodyRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: technicians.length,
    getScrollElement: () => bodyRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
    getItemKey: (index) => technicians[index].id,
    scrollMargin: HEADER_HEIGHT,
    // The rows that fit the board's height from the first render: the board is then not laid out again with more rows before its first paint.
    initialRect: { width: 0, height },
  });
  const days = viewDays(view);
  const nowMinute = useNowMinute(dayStart, days * 1440);
  const bpNos = useMemo(() => technicians.map((x) => x.bpNo), [technicians]);
  const surveyScores = useTechnicianSurveyScores(bpNos);
  const { startMinute, endMinute } = useMemo(() => viewWindow(view, technicians, dayStart), [view, technicians, dayStart]);
  const windowMinutes = endMinute - startMinute;
  const hours = useMemo(() => (days > 1 ? [] : axisHours({ startMinute, endMinute })), [days, startMinute, endMinute]);
  // The range views label as many hours as their width allows; the day view labels every hour and is not measured
  // (a measure while the grid first renders is a layout of the whole page on the way to its first rows).
  const [axis, setAxis] = useState<HTMLDivElement | null>(null);
  const axisWidth = useElementWidth(days > 1 ? axis : null);
  const hourStep = days > 1 ? rangeHourStep(days, (axisWidth * TIMELINE_WIDTH_PERCENT) / 100, RANGE_LABEL_PX) : null;
  const step = stepFor(view);
  const nowInWindow = nowMinute !== null && nowMinute >= startMinute && nowMinute <= endMinute;
  const nowLeft = nowInWindow
    ? `calc(var(--pg-name-col) + (100% - var(--pg-name-col) - var(--pg-action-col)) * ${minuteToPercent(nowMinute - startMinute, windowMinutes) / 100})`
    : null;
  const dayStarts = days > 1 ? rangeDayStarts(dayStart, days) : [];
  const axisLabel =
    days > 1 ? `${rangeDayText(dayStarts[0])} – ${rangeDayText(dayStarts[days - 1])}` : `${hourText(startMinute / 60)} – ${hourText(endMinute / 60)}`;

  return (
    <div
      className={`pg-grid${fetching ? ' is-fetching' : ''}${days > 1 ? ' is-range' : ''}`}
      role="table"
      aria-label={t('planning.technicians.grid')}
      data-testid="planning-grid"
      data-row-count={technicians.length}
      data-view={view}
      data-window-start={startMinute}
      data-window-end={endMinute}
      data-first-day={dayStart}
      data-days={days}
      // The hour lines: every hour of a one-day view; in the range views every labelled step (6 h without labels).
      style={{ '--pg-hours': days > 1 ? (days * 24) / (hourStep ?? 6) : windowMinutes / 60, '--pg-days': days } as CSSProperties}
    >
      <div id="pg-drag-hint" hidden>
        {t('planning.timeline.dragHint')}
      </div>
      <div className="pg-body" ref={bodyRef} style={{ height }} data-testid="planning-rows" role="rowgroup">
        <div className="pg-header" role="row">
          <div className="pg-header-name" role="columnheader">
            {t('planning.technicians.column')}
          </div>
          <div className={`pg-axis${days > 1 ? ' is-range' : ''}`} ref={setAxis} role="columnheader" aria-label={axisLabel} data-testid="planning-axis">
            {days > 1 ? <RangeAxis firstDayStart={dayStart} days={days} hourStep={hourStep} /> : null}
            {hours.map((hour) => (
              <span
                key={hour}
                className={`pg-axis-tick${hour * 60 === startMinute || hour * 60 === endMinute ? ' is-edge' : ''}`}
                style={{ left: `${minuteToPercent(hour * 60 - startMinute, windowMinutes)}%` }}
                data-testid="planning-axis-tick"
              >
                {hourText(hour)}
              </span>
            ))}
          </div>
          <div role="columnheader" />
          {nowLeft !== null ? (
            <span className="pg-now-head" style={{ left: nowLeft }} title={t('planning.technicians.now')} />
          ) : null}
        </div>
        <div className="pg-rows" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((row) => {
            const technician = technicians[row.index];
            return (
              <TechnicianRow
                key={row.key}
                technician={technician}
                dayStart={dayStart}
                days={days}
                windowStart={startMinute}
                windowEnd={endMinute}
                step={step}
                top={row.start - HEADER_HEIGHT}
                odd={row.index % 2 === 1}
                selectedKey={selected && selected.technicianId === technician.id ? selected.key : null}
                canEdit={canEdit}
                passive={passive.has(technician.bpNo)}
                surveyScore={surveyScores.get(technician.bpNo) ?? null}
                roles={roles}
                actions={actions}
              />
            );
          })}
          {nowLeft !== null && technicians.length > 0 ? <div className="pg-now" style={{ left: nowLeft }} data-testid="planning-now" /> : null}
        </div>
      </div>
    </div>
  );
}
