import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CALENDAR_ERRORS,
  changeCalendarResponse,
  holidaysResponse,
  statusAnswer,
} from '@fsp/domain';
import { api } from '../../lib/api-client';
import { notify } from '../../lib/feedback';
import i18n from '../../i18n';

import { CALENDARS_KEY } from '../../api/calendars';
import type { CalendarEntryWrite } from './working-hours-plan';
import { StatusRefusal } from '../../components/field-refusal';

export { useCalendars } from '../../api/calendars';
export { refusedNewCalendarField } from './calendar-refusal';

/** Team management's search parameter naming a calendar: it shows the teams that calendar concerns. */
export const CALENDAR_TEAMS_PARAM = 'calendar';
/** Where a calendar's "Assign team" leads: team management filtered to it (a link to share; Back returns). */
export const teamsOfCalendarPath = (calendarId: number) => `/admin/team-management?${CALENDAR_TEAMS_PARAM}=${calendarId}`;


/** GET /api/holidays: the public holidays the working-hours form may skip. */
export function useHolidays() {
  return useQuery({ queryKey: ['reference', 'holidays'], queryFn: ({ signal }) => api.get('/api/holidays', { schema: holidaysResponse, signal }), staleTime: 60 * 60_000 });
}


const MESSAGE_KEYS: Record<string, string> = {
  [CALENDAR_ERRORS.overlap]: 'calendars.errors.overlap',
  [CALENDAR_ERRORS.unknownCalendar]: 'calendars.errors.unknownCalendar',
  [CALENDAR_ERRORS.unknownEntry]: 'calendars.errors.unknownEntry',
  [CALENDAR_ERRORS.changedMeanwhile]: 'calendars.errors.changedMeanwhile',
  [CALENDAR_ERRORS.unknownCountry]: 'calendars.errors.unknownCountry',
  [CALENDAR_ERRORS.unknownTeam]: 'calendars.errors.unknownTeam',
  [CALENDAR_ERRORS.otherCountry]: 'calendars.errors.otherCountry',
};

/** A non-zero statusCode: the server's reason in the user's language, shown 20 s (spec part 2 §8, §9). */
function settle<T extends { statusCode: number; message: string }>(answer: T, success: string, refusalShownByCaller: RefusalShownByCaller = false): T {
  if (answer.statusCode !== 0) {
    const text = MESSAGE_KEYS[answer.message] ? i18n.t(MESSAGE_KEYS[answer.message] as never) : answer.message;
    const refusal = new StatusRefusal(text, answer.statusCode, answer.message);
    if (!(typeof refusalShownByCaller === 'function' ? refusalShownByCaller(refusal) : refusalShownByCaller)) notify('error', text, { duration: 20 });
    throw refusal;
  }
  notify('success', success, { duration: 4 });
  return answer;
}

export interface CalendarSave {
  id?: number;
  name: string;
  country: string;
  calendarEntries: CalendarEntryWrite[];
}

/** Whether the caller shows a refusal in place, where a toast would only cover or repeat it: all, none, or those it says. */
type RefusalShownByCaller = boolean | ((refusal: StatusRefusal) => boolean);

/**
 * POST /api/change-calendar: create, update (only the listed entries) or delete. `refusalShownByCaller`: the caller
 * shows a refusal in place (the working-hours dialog; the add dialog on the field it is about).
 */
export function useChangeCalendar({ refusalShownByCaller = false }: { refusalShownByCaller?: RefusalShownByCaller } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CalendarSave | { id: number; deleted: true }) => {
      const answer = await api.post('/api/change-calendar', body, { schema: changeCalendarResponse });
      return settle(answer, i18n.t('deleted' in body ? 'calendars.deleted' : 'calendars.saved'), refusalShownByCaller);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: CALENDARS_KEY }),
  });
}

/** POST /api/change-calendar-team: the calendar of teams (null removes it). */
export function useChangeCalendarTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: { teamId: number; calendarId: number | null }[]) =>
      settle(await api.post('/api/change-calendar-team', { changes }, { schema: statusAnswer }), i18n.t('calendars.saved')),
    onSettled: () => queryClient.invalidateQueries(),
  });
}
