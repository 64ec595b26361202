import { z } from 'zod';
import { CUSTOMER_LOOKUP_MAX_LENGTH, CUSTOMER_LOOKUP_MIN_LENGTH } from '../rules/text-search';

export const organizationRef = z.object({
  orgunit: z.string(),
  orgtext: z.string(),
  displayName: z.string(),
  countryCode: z.string(),
  workHourStartTime: z.string().nullable(),
  workHourEndTime: z.string().nullable(),
  forceNormalShiftEnabled: z.boolean(),
});
export type OrganizationRef = z.infer<typeof organizationRef>;

export const workingHour = z.object({ startTime: z.string(), endTime: z.string() });

export const team = z.object({
  id: z.number().int(),
  name: z.string(),
  organization: organizationRef,
  sectionId: z.number().int().nullable(),
  sectionName: z.string().nullable(),
  calendarName: z.string().nullable(),
  workingHours: z.array(workingHour),
});
export type Team = z.infer<typeof team>;
export const teamsResponse = z.array(team);

export const organizationWithTeams = organizationRef.extend({
  teams: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export const organizationsTeamsResponse = z.array(organizationWithTeams);
/** GET /api/activeOrganizations: a bare list (the spec names no response). */
export const activeOrganizationsResponse = z.array(organizationRef);
/** GET /api/authorizedOrganizations: `{organizations}`, the spec's one-word response names a field (docs/api-conventions.md "Response names"). */
export const authorizedOrganizationsResponse = z.object({ organizations: z.array(organizationRef) });

export const technicianRef = z.object({
  bpNo: z.string(),
  fullName: z.string(),
  organization: organizationRef,
  team: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type TechnicianRef = z.infer<typeof technicianRef>;
/** GET /api/technicians: `{technicians}`, the spec's one-word response names a field (docs/api-conventions.md "Response names"). */
export const techniciansResponse = z.object({ technicians: z.array(technicianRef) });

export const holiday = z.object({ countryCode: z.string(), date: z.string(), name: z.string() });
export const holidaysResponse = z.array(holiday);

export const customer = z.object({ name: z.string(), number: z.string() });
/** GET /api/customers: the cached list (the spec's "lists"). */
export type Customer = z.infer<typeof customer>;
export const customersResponse = z.array(customer);
/** GET /api/customers/{text}: `{customers}`, the spec's one-word response names a field. */
export const customerSearchResponse = z.object({ customers: z.array(customer) });
export const customerSearchParams = z.object({
  text: z.string().trim().min(CUSTOMER_LOOKUP_MIN_LENGTH, `Type at least ${CUSTOMER_LOOKUP_MIN_LENGTH} characters to look up a customer.`).max(CUSTOMER_LOOKUP_MAX_LENGTH),
});
