import { memo, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Popover } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { MINUTE_MS, SURVEY_SCORE_DAYS, blockGeometry, canDeleteScheduler, colorFor, isSchedulerReadOnly, type GridItem, type GridTechnician, type TechnicianSurveyScore } from '@fsp/domain';
import { DRAG_THRESHOLD_PX, moveRange, pixelsToMinutes, resizeRange, type TimeRange } from '../model/drag';
import { itemFields } from '../model/item-fields';
import { useSession, type Session } from '../../session';
import type { ListDragSource } from '../model/list-drag';
import { buildRowTimeline, type TimelineBlock } from '../model/timeline-model';
import { buildRangeTimeline } from '../model/range-timeline';
import { ItemPopoverContent } from '../lazy-parts';
import { UtilisationBar } from './utilisation';
import { useTimelineDrop } from './timeline-drop';
import { PART1_DATE_TIME_FORMAT, TIME_FORMAT } from '../../../lib/date-formats';

/** What a row asks the grid to do; one stable object for every row, so rows stay memoised. */
export interface TimelineActions {
  /** Opens (key) or closes (null) a block's popover. */
  select(technicianId: string, key: string | null): void;
  details(item: GridItem, technician: GridTechnician): void;
  /** A drag, resize or arrow key ended at a new time range; a promise while the rules (and a dialog) decide whether it is taken. */
  commit(item: GridItem, range: TimeRange): void | Promise<void>;
  remove(item: GridItem): void;
  /** The Delete key: asks with the popover's confirmation text, then removes. */
  askRemove(item: GridItem): void;
  goToDate(epochMs: number): void;
  /** The add-new-work-order button: the extension point for the assignment drawer. */
  onAddForTechnician(technician: GridTechnician): void;
  /** A row of the Work orders or Training/Vacation list was dropped on the technician's timeline at `start`. */
  dropFromList(technician: GridTechnician, start: number, source: ListDragSource): void;
}

export interface TechnicianRowProps {
  technician: GridTechnician;
  /** Epoch ms of local midnight of the (first) shown day. */
  dayStart: number;
  /** Days shown side by side: 1 but in the range views (3 days, week). */
  days: number;
  /** The part of the day the view draws, in minutes from midnight (0 and 1440 in the Day view). */
  windowStart: number;
  windowEnd: number;
  /** Minutes a drag or arrow key snaps to. */
  step: number;
  /** Position inside the virtual list. */
  top: number;
  odd: boolean;
  /** The key of this row's block whose popover is open, else null (other rows get null and do not re-render). */
  selectedKey: string | null;
  canEdit: boolean;
  passive: boolean;
  roles: readonly string[];
  actions: TimelineActions;
  /** The technician's customer survey average of the last 90 days, if any was answered. */
  surveyScore: TechnicianSurveyScore | null;
}

/** Two clicks on a block within this many ms open its details (spec part 1 §2 "Double-click opens the details"). */
const DOUBLE_CLICK_MS = 400;
const BLOCK_TOP = 3;
const BLOCK_AREA = 24;
const LANE_GAP = 2;

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0][0], parts[parts.length - 1][0]] : [parts[0]?.[0] ?? '?'];
  return letters.join('').toLocaleUpperCase();
}

function hhmm(ms: number): string {
  return dayjs(ms).format(TIME_FORMAT);
}

/** One technician: avatar, name with organization and team, the 24-hour timeline, the add button. */
export const TechnicianRow = memo(function TechnicianRow(props: TechnicianRowProps) {
  const { technician, dayStart, days, windowStart, windowEnd, step, top, odd, selectedKey, canEdit, passive, roles, actions, surveyScore } = props;
  const { t } = useTranslation();
  const { codeName } = useSession();
  const timeline = useMemo(
    () =>
      days > 1
        ? buildRangeTimeline(technician, dayStart, days)
        : buildRowTimeline(technician, dayStart, undefined, { startMinute: windowStart, endMinute: windowEnd }),
    [technician, dayStart, days, windowStart, windowEnd],
  );
  const view = useMemo(
    () => ({ start: dayStart + windowStart * MINUTE_MS, minutes: windowEnd - windowStart, step, days }),
    [dayStart, windowStart, windowEnd, step, days],
  );
  const drop = useTimelineDrop(technician, dayStart, view, canEdit, actions.dropFromList);
  const alert = technician.warning || technician.shouldBeDeletedTechnician;
  const meta = [technician.organization.displayName, technician.team?.name].filter(Boolean).join(' · ');
  const scoreText = surveyScore ? t('surveyAnswers.surveyScore', { average: surveyScore.average.toFixed(1), surveys: surveyScore.surveys, days: SURVEY_SCORE_DAYS }) : null;

  return (
    <div
      className={`pg-row${odd ? ' is-odd' : ''}${passive ? ' is-passive' : ''}`}
      style={{ transform: `translateY(${top}px)` }}
      role="row"
      data-testid="planning-row"
      data-technician-id={technician.id}
      data-technician-name={technician.fullName}
    >
      <div className="pg-who" role="rowheader">
        <span
          className={`pg-avatar${alert ? ' is-alert' : ''}`}
          data-testid="planning-avatar"
          data-alert={alert ? 'true' : 'false'}
          title={technician.shouldBeDeletedTechnician ? t('planning.technicians.flaggedForDeletion') : technician.warning ? t('planning.technicians.warning') : undefined}
        >
          {initials(technician.fullName)}
        </span>
        <div className="pg-who-text">
          <div className="pg-who-name" data-testid="planning-technician-name" title={[`${technician.fullName} (${technician.bpNo})`, scoreText].filter(Boolean).join('\n')}>
            {technician.fullName}
            {passive ? <span className="pg-tag">{t('planning.technicians.passive')}</span> : null}
          </div>
          <div className="pg-who-meta" title={[meta, scoreText].filter(Boolean).join('\n')}>
            {surveyScore ? (
              <span className="pg-survey-score" data-testid="planning-survey-score">
                ★ {surveyScore.average.toFixed(1)}
                {' · '}
              </span>
            ) : null}
            {meta}
          </div>
          <UtilisationBar utilisation={timeline.utilisation} />
        </div>
      </div>
      <div className={`pg-timeline${drop.indicator ? ' is-drop-target' : ''}`} role="cell" {...drop.handlers}>
        <div className="pg-outside" style={{ left: 0 }} />
        <div className="pg-outside" style={{ right: 0 }} />
        {timeline.bands.map((band, index) => (
          <div key={index} className="pg-band" style={{ left: `${band.leftPercent}%`, width: `${band.widthPercent}%` }} />
        ))}
        <div className="pg-hours" />
        {timeline.labels.map((label, index) => (
          <span key={index} className={`pg-label${label.kind === 'work' ? ' is-work' : ''}`} style={{ left: `${label.percent}%` }}>
            {label.text}
          </span>
        ))}
        {timeline.previous ? <DayMarker item={timeline.previous} side="previous" actions={actions} codeName={codeName} /> : null}
        {timeline.next ? <DayMarker item={timeline.next} side="next" actions={actions} codeName={codeName} /> : null}
        {timeline.blocks.map((block) => (
          <TimelineBlockView
            key={block.item.key}
            block={block}
            technician={technician}
            dayStart={dayStart}
            view={view}
            draggable={canEdit && !isSchedulerReadOnly(block.item, roles)}
            deletable={canEdit && canDeleteScheduler(block.item, roles)}
            selected={selectedKey === block.item.key}
            roles={roles}
            actions={actions}
            codeName={codeName}
          />
        ))}
        {drop.indicator}
      </div>
      <div className="pg-action" role="cell">
        {canEdit ? (
          // A plain button (not antd Button + Tooltip): a thousand rows scroll past it.
          <button
            type="button"
            className="pg-add"
            title={t('planning.technicians.addWorkOrder')}
            aria-label={`${t('planning.technicians.addWorkOrder')}: ${technician.fullName}`}
            data-testid="planning-add"
            onClick={() => actions.onAddForTechnician(technician)}
          >
            <PlusOutlined />
          </button>
        ) : null}
      </div>
    </div>
  );
});

function DayMarker({ item, side, actions, codeName }: { item: GridItem; side: 'previous' | 'next'; actions: TimelineActions; codeName: Session['codeName'] }) {
  const { t } = useTranslation();
  const at = item.startDate;
  const date = dayjs(at);
  const f = itemFields(item, codeName);
  const label = t(side === 'previous' ? 'planning.timeline.previousDate' : 'planning.timeline.nextDate', { date: date.format(PART1_DATE_TIME_FORMAT) });
  return (
    <button
      type="button"
      className={`pg-marker is-${side}`}
      title={`${label} · ${f.title}`}
      aria-label={`${label}, ${f.title}`}
      data-testid={side === 'previous' ? 'planning-marker-previous' : 'planning-marker-next'}
      onClick={() => actions.goToDate(at)}
    >
      {side === 'previous' ? '‹' : null}
      <span className="pg-marker-dot" style={{ background: colorFor(item.orderWekingStatus, item.warning) }} />
      {date.format('DD.MM')}
      {side === 'next' ? '›' : null}
    </button>
  );
}

interface DragState {
  mode: 'move' | 'resize';
  startX: number;
  cellWidth: number;
  moved: boolean;
}

interface BlockProps {
  block: TimelineBlock;
  technician: GridTechnician;
  dayStart: number;
  /** The view window (epoch ms of its start, its length), the snap step and the days shown from dayStart. */
  view: { start: number; minutes: number; step: number; days: number };
  draggable: boolean;
  deletable: boolean;
  selected: boolean;
  roles: readonly string[];
  actions: TimelineActions;
  codeName: Session['codeName'];
}

/**
 * One job block: a focusable button. Click (or Enter) opens the popover, double-click the details;
 * drag moves it and its right edge resizes it, snapped to the view's step (10 minutes in the Day
 * view, 5 when zoomed); arrow keys move it by one step and Shift+arrows change its end; Enter opens the details, Delete asks to delete (the
 * shortcuts list: keyboard-shortcuts.tsx). The drag preview is local state, so a drag re-renders
 * this block only; the drop creates one 'updated' pending change.
 */
function TimelineBlockView({ block, technician, dayStart, view, draggable, deletable, selected, roles, actions, codeName }: BlockProps) {
  const { t } = useTranslation();
  const { item } = block;
  const dragRef = useRef<DragState | null>(null);
  const suppressClick = useRef(false);
  const [preview, setPreview] = useState<{ mode: DragState['mode']; range: TimeRange } | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);
  // The first click wraps the button in its popover, a new element, so the browser never sees a
  // double-click on one element: two clicks in quick succession are counted here instead.
  const lastClick = useRef(-Infinity);
  // Only the selected block is wrapped in a Popover (a thousand rows of popovers cost too much to
  // scroll), so opening and closing remounts the button: give the focus back to it.
  useLayoutEffect(() => {
    if (hadFocus.current) buttonRef.current?.focus();
  }, [selected]);

  const rangeFor = (state: DragState, clientX: number): TimeRange | null => {
    const minutes = pixelsToMinutes(clientX - state.startX, state.cellWidth, view.minutes);
    return state.mode === 'move' ? moveRange(item, minutes, dayStart, view.step, view.days) : resizeRange(item, minutes, dayStart, view.step, view.days);
  };

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    suppressClick.current = false;
    if (!draggable || event.button !== 0) return;
    const cell = event.currentTarget.parentElement;
    if (!cell) return;
    const mode = (event.target as HTMLElement).dataset.handle === 'resize' ? 'resize' : 'move';
    dragRef.current = { mode, startX: event.clientX, cellWidth: cell.getBoundingClientRect().width, moved: false };
    event.currentTarget.setPointerCapture(event.pointerId);
  };

  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const state = dragRef.current;
    if (!state) return;
    if (!state.moved && Math.abs(event.clientX - state.startX) < DRAG_THRESHOLD_PX) return;
    state.moved = true;
    const range = rangeFor(state, event.clientX) ?? { startDate: item.startDate, endDate: item.endDate };
    setPreview((current) =>
      current && current.mode === state.mode && current.range.startDate === range.startDate && current.range.endDate === range.endDate
        ? current
        : { mode: state.mode, range },
    );
  };

  const endDrag = (event: PointerEvent<HTMLButtonElement>, commit: boolean) => {
    const state = dragRef.current;
    dragRef.current = null;
    if (event.currentTarget.hasPointerCapture(event.pointerId)) event.currentTarget.releasePointerCapture(event.pointerId);
    if (!state?.moved) return;
    suppressClick.current = true;
    const range = commit ? rangeFor(state, event.clientX) : null;
    const deciding = range ? actions.commit(item, range) : undefined;
    if (!range || !deciding) {
      setPreview(null);
      return;
    }
    // The block waits at the drop place while the rules and the dialog decide, then follows the answer.
    setPreview({ mode: state.mode, range });
    void deciding.finally(() => setPreview(null));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Escape' && selected) {
      actions.select(technician.id, null);
      return;
    }
    if (event.key === 'Enter' && !event.shiftKey && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // Space still opens the summary (the button's click); Enter goes straight to the details.
      event.preventDefault();
      actions.select(technician.id, null);
      actions.details(item, technician);
      return;
    }
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      if (deletable) actions.askRemove(item);
      return;
    }
    if (!draggable || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    const minutes = event.key === 'ArrowLeft' ? -view.step : view.step;
    const range = event.shiftKey ? resizeRange(item, minutes, dayStart, view.step, view.days) : moveRange(item, minutes, dayStart, view.step, view.days);
    if (range) actions.commit(item, range);
  };

  const geometry = preview ? blockGeometry(preview.range.startDate, preview.range.endDate, view.start, view.minutes) : null;
  const left = geometry?.leftPercent ?? block.leftPercent;
  const width = geometry?.widthPercent ?? block.widthPercent;
  const laneHeight = (BLOCK_AREA - LANE_GAP * (block.lanes - 1)) / block.lanes;
  const f = itemFields(item, codeName);
  const start = preview?.range.startDate ?? item.startDate;
  const end = preview?.range.endDate ?? item.endDate;
  const status = t(`planning.statuses.${item.orderWekingStatus}`);
  const timeText = `${hhmm(start)}–${hhmm(end)}`;
  // In the range views the title and the name carry the days too: the block alone does not say which.
  const when = (ms: number) => (view.days > 1 ? dayjs(ms).format('ddd DD.MM HH:mm') : hhmm(ms));
  const fullTimeText = `${when(start)}–${when(end)}`;
  const className = [
    'pg-block',
    draggable ? 'is-draggable' : '',
    selected ? 'is-selected' : '',
    item.dirty ? 'is-dirty' : '',
    block.startsBeforeDay ? 'is-cut-start' : '',
    block.endsAfterDay ? 'is-cut-end' : '',
    preview ? 'is-dragging' : '',
  ]
    .filter(Boolean)
    .join(' ');

  const button = (
    <button
      ref={buttonRef}
      type="button"
      className={className}
      onFocus={() => {
        hadFocus.current = true;
      }}
      onBlur={() => {
        // A blur caused by the remount itself comes with the button detached: keep the flag then.
        window.setTimeout(() => {
          if (buttonRef.current && document.activeElement !== buttonRef.current && buttonRef.current.isConnected) hadFocus.current = false;
        }, 0);
      }}
      style={{
        left: `${left}%`,
        width: `${width}%`,
        top: BLOCK_TOP + block.lane * (laneHeight + LANE_GAP),
        height: laneHeight,
        background: block.color,
        color: block.textColor,
        paddingTop: block.lanes === 1 ? 3 : 0,
      }}
      aria-label={t('planning.timeline.block', { title: f.title, start: when(item.startDate), end: when(item.endDate), status })}
      aria-haspopup="dialog"
      aria-expanded={selected}
      aria-describedby={draggable ? 'pg-drag-hint' : undefined}
      title={preview ? undefined : `${fullTimeText} · ${f.title}${f.orderNumber ? ` · ${f.orderNumber}` : ''}`}
      data-testid="planning-block"
      data-key={item.key}
      data-status={item.orderWekingStatus}
      data-start={item.startDate}
      data-end={item.endDate}
      data-dirty={item.dirty ?? ''}
      data-warning={item.warning ? 'true' : 'false'}
      data-draggable={draggable ? 'true' : 'false'}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={(event) => endDrag(event, true)}
      onPointerCancel={(event) => endDrag(event, false)}
      onLostPointerCapture={() => {
        if (dragRef.current) {
          dragRef.current = null;
          setPreview(null);
        }
      }}
      onClick={(event) => {
        if (suppressClick.current) {
          suppressClick.current = false;
          return;
        }
        if (event.timeStamp - lastClick.current < DOUBLE_CLICK_MS) {
          lastClick.current = -Infinity;
          actions.select(technician.id, null);
          actions.details(item, technician);
          return;
        }
        lastClick.current = event.timeStamp;
        actions.select(technician.id, selected ? null : item.key);
      }}
      onKeyDown={onKeyDown}
    >
      <span className="pg-block-title">{f.title}</span>
      {block.lanes === 1 ? <span className="pg-block-sub">{timeText}{f.orderNumber ? ` · ${f.orderNumber}` : ''}</span> : null}
      {draggable ? <span className="pg-resize" data-handle="resize" aria-hidden="true" /> : null}
    </button>
  );

  return (
    <>
      {selected ? (
      <Popover
        open
        trigger="click"
        placement="bottom"
        destroyOnHidden
        // The button's own click opens and closes it; this closes it on a click elsewhere or Escape.
        onOpenChange={(open) => {
          if (!open && selected) {
            // Closed from inside (Escape on its Delete): the block takes the focus back, as when it kept it.
            if (document.activeElement?.closest('.ant-popover')) hadFocus.current = true;
            actions.select(technician.id, null);
          }
        }}
        content={
            <ItemPopoverContent
              item={item}
              roles={roles}
              onDetails={() => {
                actions.select(technician.id, null);
                actions.details(item, technician);
              }}
              onDelete={() => {
                actions.select(technician.id, null);
                actions.remove(item);
              }}
            />
        }
      >
        {button}
      </Popover>
      ) : (
        button
      )}
      {preview ? (
        <span className="pg-drag-time" style={{ left: `${left + width / 2}%`, top: BLOCK_TOP + BLOCK_AREA + 2 }} data-testid="planning-drag-time">
          {when(preview.range.startDate)}–{when(preview.range.endDate)}
        </span>
      ) : null}
    </>
  );
}
