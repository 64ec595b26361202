import { z } from 'zod';
import { daysBetween } from '../rules/date-presets';
import { compactDayAsIso, supportedYmd } from './dates';

/** Longest statistics range in days (a year and a day, so "the last 1 year" fits whatever the leap year). */
export const STATISTICS_MAX_DAYS = 367;

/** The country groups of the statistics (spec part 2 §3 "Organization"): anything else is 'Other'. */
export const STATISTICS_COUNTRY_GROUPS = ['TR', 'RU', 'KZ', 'AZ', 'KG', 'Other'] as const;
export type StatisticsCountryGroup = (typeof STATISTICS_COUNTRY_GROUPS)[number];
export const statisticsCountryGroup = (countryCode: string): StatisticsCountryGroup =>
  (STATISTICS_COUNTRY_GROUPS as readonly string[]).includes(countryCode) && countryCode !== 'Other' ? (countryCode as StatisticsCountryGroup) : 'Other';

/** POST /api/technician-count and /api/dispatcher-count. */
export const statisticsRequest = z
  .object({
    startDate: compactDayAsIso('startDate'),
    endDate: compactDayAsIso('endDate'),
    organizations: z
      .array(z.string().min(1).max(50))
      .max(1000)
      .describe('Organization units (orgunit); empty means every organization of the caller’s scope'),
  })
  .superRefine((v, ctx) => {
    // A field already refused has its own message.
    if (supportedYmd(v.startDate) === null || supportedYmd(v.endDate) === null) return;
    if (v.endDate < v.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'endDate must not be before startDate' });
    else if (daysBetween(v.startDate, v.endDate) + 1 > STATISTICS_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: `the range must not be longer than ${STATISTICS_MAX_DAYS} days` });
  });
export type StatisticsRequest = z.infer<typeof statisticsRequest>;

const countPair = z.object({ total: z.number().int(), active: z.number().int() });
const byCountry = z.record(z.string(), countPair).describe('Per country group (TR, RU, KZ, AZ, KG, Other) of the selected organizations');

export const technicianCountResult = z.object({
  date: z.string().describe('YYYYMMDD'),
  total: z.number().int(),
  active: z.number().int(),
  totalPlanned: z.number().int(),
  byCountry,
});
export const dispatcherCountResult = z.object({
  date: z.string().describe('YYYYMMDD'),
  total: z.number().int(),
  active: z.number().int(),
  totalPlanning: z.number().int(),
  byCountry,
});
export type TechnicianCountResult = z.infer<typeof technicianCountResult>;
export type DispatcherCountResult = z.infer<typeof dispatcherCountResult>;

export const technicianCountResponse = z.object({ searchResults: z.array(technicianCountResult), todayResult: technicianCountResult });
export const dispatcherCountResponse = z.object({ searchResults: z.array(dispatcherCountResult), todayResult: dispatcherCountResult });
export type TechnicianCountResponse = z.infer<typeof technicianCountResponse>;
export type DispatcherCountResponse = z.infer<typeof dispatcherCountResponse>;
