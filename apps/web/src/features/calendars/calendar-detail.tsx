import { useMemo, useRef, useState } from 'react';
import { Alert, Button, Card, Space, Typography } from 'antd';
import { ArrowLeftOutlined, LeftOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { addMonths, type Calendar, type CalendarEntry } from '@fsp/domain';
import { QueryState } from '../../components/query-state';
import { useLanguage } from '../../i18n';
import { holidayName } from '../../lib/master-data-name';
import { useSession } from '../session';
import { useCalendars, useHolidays } from './api';
import { CalendarMonthGrid } from './calendar-month-grid';
import { calendarDayOf, zoneNameIfOther } from './calendar-zone';
import { monthTitle } from './month-title';
import { WorkingHoursDialog } from './working-hours-dialog';
import { HTML_LANG } from '../../i18n/language';

/** A calendar's detail view (spec part 2 §2): back, title, add working hours, and the Monday-first month grid; read-only for OBSERVER. */
export function CalendarDetail({ calendarId, onBack }: { calendarId: number; onBack: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { isObserver: viewOnly, codeName } = useSession();
  const calendars = useCalendars();
  const holidaysQuery = useHolidays();
  // The calendar as the dialog opened on it: a dialog whose calendar was deleted meanwhile stays, with what was typed.
  const addHours = useRef<HTMLButtonElement>(null);
  const [dialog, setDialog] = useState<{ chosen: CalendarEntry | null; opened: Calendar } | null>(null);
  const calendar = calendars.data?.find((c) => c.id === calendarId);
  const zone = calendar?.timeZone ?? null;
  // The holidays a dialog plans with stay those of its calendar while it is open, also after the calendar was deleted.
  const country = (calendar ?? dialog?.opened)?.country;
  const today = calendarDayOf(Date.now(), zone);
  // Unset until a move: the month of today in the calendar's country, the day Today goes to (not the browser's date).
  const [chosenMonth, setMonth] = useState<string | null>(null);
  const month = chosenMonth ?? today;
  const locale = HTML_LANG[language];
  const otherZone = zoneNameIfOther(zone, Date.parse(`${month.slice(0, 7)}-15T12:00:00Z`), locale);
  const holidays = useMemo(
    () => new Map((holidaysQuery.data ?? []).filter((h) => h.countryCode === country).map((h) => [h.date, holidayName(h.name, codeName)])),
    [holidaysQuery.data, country, codeName],
  );
  const holidayDays = useMemo(() => new Set(holidays.keys()), [holidays]);
  const monthLabel = monthTitle(month, locale);

  return (
    <Card
      title={
        // A name of up to 255 characters ends in "…" before the Add button (whole on hover) rather than running under it.
        <div style={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
          <Button type="text" icon={<ArrowLeftOutlined />} onClick={onBack} aria-label={t('calendars.detail.back')} data-testid="calendar-back" />
          <span data-testid="calendar-title" title={calendar?.name} style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {calendar?.name ?? ''}
          </span>
        </div>
      }
      extra={
        calendar && !viewOnly ? (
          <Button ref={addHours} type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ chosen: null, opened: calendar })} data-testid="calendar-add-hours">
            {t('calendars.detail.addHours')}
          </Button>
        ) : null
      }
    >
      <QueryState query={calendars} loadingRows={8} errorTitle={t('calendars.loadFailed')} testId="calendar-detail">
        {calendar ? (
            <Space orientation="vertical" size={12} style={{ width: '100%' }}>
              <Space>
                <Button icon={<LeftOutlined />} onClick={() => setMonth(addMonths(month, -1))} aria-label={t('calendars.detail.previous')} data-testid="calendar-previous" />
                <Button onClick={() => setMonth(today)}>{t('calendars.detail.today')}</Button>
                <Button icon={<RightOutlined />} onClick={() => setMonth(addMonths(month, 1))} aria-label={t('calendars.detail.next')} data-testid="calendar-next" />
                <Typography.Title level={5} style={{ margin: 0 }} data-testid="calendar-month">
                  {monthLabel}
                </Typography.Title>
              </Space>
              {otherZone ? (
                <Typography.Text type="secondary" data-testid="calendar-zone-note">
                  {t('calendars.detail.zoneNote', { zone: otherZone })}
                </Typography.Text>
              ) : null}
              <CalendarMonthGrid month={month} timeZone={zone} entries={calendar.calendarEntries} holidays={holidays} today={today} onOpen={viewOnly ? undefined : (chosen) => setDialog({ chosen, opened: calendar })} />
            </Space>
          ) : (
            <Alert type="warning" showIcon title={t('calendars.detail.notFound')} />
          )}
      </QueryState>
      {dialog ? <WorkingHoursDialog opened={dialog.opened} latest={calendar} chosen={dialog.chosen} holidays={holidayDays} returnFocusTo={addHours} onClose={() => setDialog(null)} /> : null}
    </Card>
  );
}
