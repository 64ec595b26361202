import type { Language } from '@fsp/domain';

interface CalendarRefusals {
  teamTwice(teamId: number): string;
}

/** The calendar refusals worded per language (decision 0032); the screens show the server's message as it is. */
export const CALENDAR_REFUSALS: Record<Language, CalendarRefusals> = {
  en: { teamTwice: (teamId) => `team ${teamId} appears more than once` },
  tr: { teamTwice: (teamId) => `${teamId} numaralı ekip birden fazla kez geçiyor` },
  ru: { teamTwice: (teamId) => `Бригада ${teamId} указана более одного раза` },
  az: { teamTwice: (teamId) => `${teamId} nömrəli komanda bir dəfədən çox göstərilib` },
  ge: { teamTwice: (teamId) => `გუნდი ${teamId} ერთზე მეტჯერ არის მითითებული` },
};
