import { useState, type DragEvent } from 'react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { MINUTE_MS, minuteToPercent, type GridTechnician } from '@fsp/domain';
import { TIME_FORMAT } from '../../../lib/date-formats';
import { droppedRange, endListDrag, listDragOf, timeAtPointer, type ListDragSource } from '../model/list-drag';

/**
 * A technician's timeline as a drop target for rows of the Work orders and Training/Vacation lists
 * (issue 18 item 12): while a row is over it, a line and the time show where it would start; the drop
 * hands the technician and that time to the board, which opens the assignment drawer with them.
 */
export function useTimelineDrop(
  technician: GridTechnician,
  dayStart: number,
  view: { start: number; minutes: number },
  enabled: boolean,
  onDrop: (technician: GridTechnician, start: number, source: ListDragSource) => void,
) {
  const { t } = useTranslation();
  const [at, setAt] = useState<{ start: number; end: number } | null>(null);

  const timeOf = (event: DragEvent<HTMLElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return timeAtPointer(event.clientX - rect.left, rect.width, dayStart, view);
  };

  const handlers = enabled
    ? {
        onDragOver(event: DragEvent<HTMLElement>) {
          const source = listDragOf(event);
          if (!source) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
          const start = timeOf(event);
          if (start !== at?.start) setAt(start === null ? null : droppedRange(source, start));
        },
        onDragLeave(event: DragEvent<HTMLElement>) {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setAt(null);
        },
        onDrop(event: DragEvent<HTMLElement>) {
          const source = listDragOf(event);
          const start = timeOf(event);
          setAt(null);
          if (!source || start === null) return;
          event.preventDefault();
          endListDrag();
          onDrop(technician, start, source);
        },
      }
    : {};

  const startPercent = at ? minuteToPercent((at.start - view.start) / MINUTE_MS, view.minutes) : 0;
  const time = at ? `${dayjs(at.start).format(TIME_FORMAT)}–${dayjs(at.end).format(TIME_FORMAT)}` : '';
  const indicator =
    at === null ? null : (
      <span
        className="pg-drop-range"
        style={{ left: `${startPercent}%`, width: `${minuteToPercent((at.end - view.start) / MINUTE_MS, view.minutes) - startPercent}%` }}
        data-testid="planning-drop-line"
        aria-label={t('planning.listDrag.dropAt', { time })}
      >
        <span className="pg-drop-time">{time}</span>
      </span>
    );

  return { handlers, indicator };
}
