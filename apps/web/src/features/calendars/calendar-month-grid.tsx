import { Button, Typography } from 'antd';
import { addDays, startOfMonth, startOfWeek, type CalendarEntry } from '@fsp/domain';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n';
import { formatDay } from '../../lib/locale-data';
import { calendarDayOf } from './calendar-zone';
import { EntryTimes } from './entry-times';
import './calendars.css';
import { HTML_LANG } from '../../i18n/language';
import { VisuallyHidden } from '../../components/visually-hidden';

/**
 * A month as six Monday-first weeks (spec part 2 §2, §9: the week starts on Monday whatever the language).
 * Each live entry shows 'start - end' on the day it starts, both in the calendar's zone, marked when it ends the next
 * day; a click opens it.
 * A holiday's name is written in its day.
 */
export function CalendarMonthGrid({
  month,
  timeZone,
  entries,
  holidays,
  today,
  onOpen,
}: {
  /** Any day of the month shown, 'YYYY-MM-DD'. */
  month: string;
  /** The calendar country's zone (null: the browser's). */
  timeZone: string | null;
  entries: readonly CalendarEntry[];
  holidays: ReadonlyMap<string, string>;
  today: string;
  /** Opens an entry's dialog; absent for a reader who may not change hours (OBSERVER): the times are plain text. */
  onOpen?: (entry: CalendarEntry) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const locale = HTML_LANG[language];
  const first = startOfMonth(month);
  const gridStart = startOfWeek(first);
  const days = Array.from({ length: 42 }, (_, i) => addDays(gridStart, i));
  const weeks = Array.from({ length: 6 }, (_, w) => days.slice(w * 7, w * 7 + 7));
  const byDay = new Map<string, CalendarEntry[]>();
  for (const entry of entries) {
    if (entry.deleted) continue;
    const day = calendarDayOf(entry.startDate, timeZone);
    byDay.set(day, [...(byDay.get(day) ?? []), entry]);
  }
  const weekdayNames = days.slice(0, 7).map((d) => formatDay(d, locale, { weekday: 'short' }, 'ddd'));
  return (
    <div className="calendar-grid" role="grid" data-testid="calendar-month-grid" data-month={first.slice(0, 7)}>
      {/* Rows for assistive technology only (display: contents): a grid's cells must sit in rows, the layout stays the 7-column CSS grid. */}
      <div className="calendar-grid__row" role="row">
        {weekdayNames.map((name) => (
          <div key={name} className="calendar-grid__weekday" role="columnheader">
            {name}
          </div>
        ))}
      </div>
      {weeks.map((week) => (
        <div key={week[0]} className="calendar-grid__row" role="row">
          {week.map((day) => {
            const holiday = holidays.get(day);
            const outside = day.slice(0, 7) !== first.slice(0, 7);
            return (
              <div
                key={day}
                role="gridcell"
                className={`calendar-grid__day${outside ? ' calendar-grid__day--outside' : ''}${day === today ? ' calendar-grid__day--today' : ''}`}
                data-day={day}
                data-testid="calendar-day"
              >
                <div className="calendar-grid__date">
                  <span>{Number(day.slice(8))}</span>
                </div>
                {holiday ? (
                  // The name itself, whole and wrapping, in the cell: read without a hover (keyboard, touch), announced as a holiday.
                  <Typography.Text type="danger" className="calendar-grid__holiday" data-testid="calendar-holiday">
                    <VisuallyHidden>{t('calendars.detail.holiday')}: </VisuallyHidden>
                    {holiday}
                  </Typography.Text>
                ) : null}
                {(byDay.get(day) ?? []).map((entry) =>
                  onOpen ? (
                    <Button key={entry.id} size="small" type="primary" ghost block className="calendar-grid__entry" onClick={() => onOpen(entry)} data-testid="calendar-entry" data-entry-id={entry.id}>
                      <EntryTimes entry={entry} timeZone={timeZone} />
                    </Button>
                  ) : (
                    <div key={entry.id} className="calendar-grid__entry calendar-grid__entry--read" data-testid="calendar-entry" data-entry-id={entry.id}>
                      <EntryTimes entry={entry} timeZone={timeZone} />
                    </div>
                  ),
                )}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
