/** A calendar as GET /api/authorizedCalendars and POST /api/change-calendar answer it. */
export interface ApiCalendar {
  id: number;
  name: string;
  country: string;
  calendarEntries: { id: number; startDate: number; endDate: number; seriesId: string; deleted: boolean }[];
  relatedTeams: { id: number; name: string; organization: { orgunit: string; displayName: string } }[];
}

export const HOUR_MS = 3600_000;
/** Istanbul is UTC+3 all year: a wall-clock hour there as an instant. */
export const istanbul = (ymd: string, hour: number, minute = 0) => Date.parse(`${ymd}T00:00:00Z`) + (hour - 3) * HOUR_MS + minute * 60_000;
export const istanbulDay = (ms: number) => new Date(ms + 3 * HOUR_MS).toISOString().slice(0, 10);
