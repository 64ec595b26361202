import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../components/visually-hidden';
import { entryLaterDays, entryTimesText, laterDaysMark } from './calendar-zone';

/**
 * An entry's 'start - end' in the calendar's zone, with '(+1)' after it when it ends the next day (a night shift),
 * said in words on hover and to a screen reader.
 */
export function EntryTimes({ entry, timeZone }: { entry: { startDate: number; endDate: number }; timeZone: string | null }) {
  const { t } = useTranslation();
  const laterDays = entryLaterDays(entry, timeZone);
  const times = entryTimesText(entry, timeZone);
  if (laterDays <= 0) return times;
  // Only the form's hours (up to a day) have words; longer ones, made through the API alone, keep the mark.
  const words = laterDays === 1 ? t('calendars.hours.nextDay') : undefined;
  // One inline run: a button would lay the times and the mark out as flex items, apart.
  return (
    <span>
      {times}{' '}
      <span title={words} style={{ fontWeight: 600 }} data-testid="calendar-entry-later-days">
        <span aria-hidden={words ? true : undefined}>{laterDaysMark(laterDays)}</span>
        {words ? <VisuallyHidden>{words}</VisuallyHidden> : null}
      </span>
    </span>
  );
}
