import dayjs from 'dayjs';
import type { Language } from '@fsp/domain';
import { DAYJS_LOCALE } from '../../../i18n/language';
import type { YmdRange } from '../../../components/date-range-field';
import { PART2_DAY_FORMAT } from '../../../lib/date-formats';

/** A chart's axis: day and short month (the year is in the tooltip and the search chip). */
const AXIS_DAY_FORMAT = 'DD MMM';

const asIso = (day: string) => (/^\d{8}$/.test(day) ? `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}` : day);
const inLanguage = (day: string, language: Language, format: string) => dayjs(asIso(day)).locale(DAYJS_LOCALE[language]).format(format);

/** A day of the API ('YYYYMMDD') or of the form ('YYYY-MM-DD') as part 2 shows days ('DD MMMM YYYY') in the reader's language. */
export const formatUiDay = (day: string, language: Language) => inLanguage(day, language, PART2_DAY_FORMAT);

/** A day as a chart's axis names it: '04 Dec', '04 дек.'. */
export const formatAxisDay = (day: string, language: Language) => inLanguage(day, language, AXIS_DAY_FORMAT);

/** The searched range: one day, or 'first – last'. */
export const formatUiRange = ({ start, end }: YmdRange, language: Language) =>
  start === end ? formatUiDay(start, language) : `${formatUiDay(start, language)} – ${formatUiDay(end, language)}`;
