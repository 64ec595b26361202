import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  accessTokens,
  activityEvents,
  assignmentNotes,
  assignmentStatusHistory,
  assignmentWorkAmounts,
  assignments,
  attachments,
  calendarEntries,
  ciStatusHistory,
  ciSuggestionTechnicians,
  ciSuggestions,
  contactPersonPhones,
  contactPersons,
  customers,
  dispatcherTeams,
  draftStatusHistory,
  drafts,
  notificationSubscriptionStatuses,
  notificationSubscriptionTeams,
  notificationSubscriptions,
  parts,
  repPositions,
  simsRecords,
  sosSamples,
  surveyAnswers,
  surveyQuestions,
  surveyRequests,
  surveys,
  technicians,
  trainingVacations,
  userRoles,
  users,
  vehicles,
  workAreas,
  workOrderItems,
  workOrders,
} from '../db/schema';
import { deferConstraints, insertRows, syncSequence, type SeedDb } from './bulk';
import { generateActivity } from './generators/activity';
import { generateCalendarEntries, generateSubscriptions, generateVehicles } from './generators/admin';
import { generateEmployees, generateSuggestions } from './generators/ci';
import { generateNotes, generateParts, generateSamples, generateSims } from './generators/details';
import { generateAttachments, generateCiAttachments, type DemoFile } from './generators/attachments';
import type { BlobStore } from '../blobs/blob-store';
import { customerRows, generateCustomers, generateWorkOrders, settleOrderStages, workOrderItemRows, workOrderRows } from './generators/orders';
import { generateTechnicians } from './generators/people';
import { generateAssignments } from './generators/planning';
import { generateTrainingVacations, generateWorkAreas, trainingVacationRows, workAreaRows } from './generators/planning-reference';
import { draftHistoryRows, draftRows, generateDrafts } from './generators/drafts';
import { completeAssignments } from './generators/assignment-progress';
import { assignmentRows, historyRows, workAmountRows } from './generators/planning-rows';
import { technicianLocations } from './generators/technician-locations';
import { generateSurveys } from './generators/surveys';
import { uniquePersonName } from './names';
import { createRandom, forkRandom } from './random';
import { seedAccounts, seedReferenceData } from './reference';
import { DEMO_ORGANIZATIONS } from './reference-data';
import { dayNumber, localInstant } from './time';
import { buildWorld, type ReferenceIds } from './world';
import { seedPlanners, signInRows } from './generators/planners';

export { DEMO_PASSWORD } from './reference';
export const DEMO_SEED = 20261122;

export interface SeedOptions {
  /** Multiplies the volume of transactional data (technicians, customers, work orders, planning, history). */
  scale: number;
  /** The day the demo month is centred on, YYYY-MM-DD; defaults to the current day in Istanbul. */
  today?: string;
  /**
   * The seeding moment. Defaults to the clock when `today` is the current day, else to noon of `today` in
   * Istanbul. Nothing recorded lies after it (today's items stop at the status reached by then, the feed ends
   * there) and technicians were last seen within the 8 hours before it (before the clock with `latestMinuteOfDay`).
   */
  now?: Date;
  /**
   * A latest seeding moment as minutes after midnight of `today` in Istanbul: the clock when it is earlier
   * (nothing may lie in the future of the real clock either), else that time of day.
   */
  latestMinuteOfDay?: number;
  /** Where the demo attachments' files go; without it no attachments are created. */
  blobs?: BlobStore;
}

export type SeedSummary = Record<string, number>;

const MAIN_ZONE = 'Europe/Istanbul';

/** The current calendar day in the main market's zone (not UTC: just after midnight in Istanbul it is still yesterday in UTC). */
export function currentDemoDay(at = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: MAIN_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/**
 * The demo data set: deterministic for a given seed, scale, day and seeding moment `now`. Runs in one
 * transaction, so a failure leaves the database as it was. Expects an empty database.
 */
export async function seedDemoData(db: Db, options: SeedOptions): Promise<SeedSummary> {
  if (!Number.isFinite(options.scale) || options.scale <= 0) throw new Error(`seed: scale must be a positive number, got ${options.scale}`);
  const today = options.today ?? currentDemoDay();
  const day = dayNumber(today);
  const now =
    options.now ??
    (options.latestMinuteOfDay !== undefined
      ? new Date(Math.min(Date.now(), localInstant(day, options.latestMinuteOfDay, MAIN_ZONE).getTime()))
      : today === currentDemoDay()
        ? new Date()
        : localInstant(day, 12 * 60, MAIN_ZONE));
  // The technicians' apps report positions whatever moment the plan is loaded as at: with a latest seeding moment,
  // positions are as of the clock, so the map's nearby search finds fresh ones in the afternoon too.
  const positionsAt = options.latestMinuteOfDay !== undefined ? new Date() : now;
  return db.transaction((tx) => seedInTransaction(tx, options.scale, today, now, positionsAt, options.blobs));
}

async function seedInTransaction(tx: SeedDb, scale: number, today: string, now: Date, positionsAt: Date, blobs: BlobStore | undefined): Promise<SeedSummary> {
  const refs: ReferenceIds = { teamsByOrg: new Map(), userIdsByName: new Map(), calendarIdsByCountry: new Map() };
  await seedReferenceData(tx, createRandom(DEMO_SEED), today, refs);
  await seedAccounts(tx, refs);

  // Everything below is generated in memory first (explicit ids, so rows can point at each other), then bulk-inserted.
  const usedPersonNames = new Set<string>();
  const plannerRandom = forkRandom(DEMO_SEED, 'planners');
  const world = buildWorld({
    seed: DEMO_SEED,
    scale,
    today,
    now,
    refs,
    plannerNames: (org) => uniquePersonName(plannerRandom, org.countryCode, usedPersonNames, 0.4).full,
  });
  await seedPlanners(tx, world);

  const techs = generateTechnicians(world);
  for (const t of techs) usedPersonNames.add(t.fullName);
  const customerList = generateCustomers(world, techs);
  const { orders, items } = generateWorkOrders(world, techs, customerList);
  const tvs = generateTrainingVacations(world);
  const areas = generateWorkAreas();
  const planned = generateAssignments(world, techs, orders, tvs, areas);
  const draftList = generateDrafts(world, techs, customerList, planned);
  completeAssignments(world, planned);
  technicianLocations(world, techs, planned, positionsAt);
  settleOrderStages(world, orders);
  const partRows = generateParts(world, orders);
  const noteRows = generateNotes(world, planned, items);
  const sims = generateSims(world, planned, draftList);
  // Explicit ids: the activity feed names the samples it reports.
  const sampleRows = generateSamples(world, planned, orders, techs).map((row, i) => ({ ...row, id: i + 1 }));
  // After the samples: they set the sos flag the lab reports follow.
  const demoFiles: DemoFile[] = blobs ? generateAttachments(world, planned, draftList, sims) : [];
  const surveyData = generateSurveys(world, customerList, planned);
  const calendarRows = generateCalendarEntries(world);
  const vehicleRows = generateVehicles(world, techs);
  const subscriptionData = generateSubscriptions(world);
  const activityRows = generateActivity(world, planned, draftList, sims, sampleRows, techs);

  // CI board authors are accounts: they need ids before the suggestions are built.
  const employees = generateEmployees(world, usedPersonNames);
  if (employees.length > 0) {
    const created = await tx
      .insert(users)
      .values(
        employees.map((e) => ({
          username: e.username,
          passwordHash: null,
          firstname: e.firstname,
          lastname: e.lastname,
          email: `${e.username}@service.example.com`,
          cultureName: e.org.lang === 'tr' ? 'tr' : e.org.lang === 'az' ? 'az' : 'ru',
          countryCode: e.countryCode,
        })),
      )
      .returning({ id: users.id, username: users.username });
    const idOf = new Map(created.map((u) => [u.username, u.id]));
    for (const e of employees) e.userId = idOf.get(e.username)!;
    await tx.insert(userRoles).values(employees.map((e) => ({ userId: e.userId, role: 'CI_BOARD_USER' })));
    const scoped = employees.filter((e) => e.teamId !== null);
    if (scoped.length > 0) await tx.insert(dispatcherTeams).values(scoped.map((e) => ({ userId: e.userId, teamId: e.teamId! })));
  }
  const ci = generateSuggestions(world, employees, techs, orders);
  const ciFiles: DemoFile[] = blobs ? generateCiAttachments(world, ci.suggestions) : [];

  const assignmentData = assignmentRows(world, planned);
  const historyData = historyRows(world, planned);
  const amountData = workAmountRows(planned);
  const draftData = draftRows(world, draftList);
  const draftHistoryData = draftHistoryRows(world, draftList);

  // Bulk-load practice: build secondary indexes, foreign keys and the overlap exclusion constraint after the
  // big tables are filled (the constraints are re-added before commit, so every row is still checked).
  const restore = await deferConstraints(tx, [customers, workOrders, workOrderItems, assignments, assignmentStatusHistory, assignmentWorkAmounts, parts, sosSamples, activityEvents]);
  await insertRows(tx, technicians, techs.map((t) => t.row));
  await insertRows(tx, customers, customerRows(customerList));
  await insertRows(tx, workOrders, workOrderRows(world, orders));
  await insertRows(tx, workOrderItems, workOrderItemRows(items), 2000);
  await insertRows(tx, trainingVacations, trainingVacationRows(tvs));
  await insertRows(tx, workAreas, workAreaRows(areas));
  await insertRows(tx, assignments, assignmentData);
  await insertRows(tx, drafts, draftData);
  // Drafts and assignments point at each other: the assignment side is filled in once both exist.
  const links = planned.filter((a) => a.draftId !== null);
  for (let i = 0; i < links.length; i += 1000) {
    const values = links.slice(i, i + 1000).map((a) => `(${a.id}, ${a.draftId})`);
    await tx.execute(sql.raw(`update "assignments" set "draft_id" = v.draft_id from (values ${values.join(',')}) as v(id, draft_id) where "assignments"."id" = v.id`));
  }
  await insertRows(tx, assignmentStatusHistory, historyData, 2000);
  await insertRows(tx, assignmentWorkAmounts, amountData, 2000);
  await insertRows(tx, draftStatusHistory, draftHistoryData);
  await insertRows(tx, assignmentNotes, noteRows);
  await insertRows(
    tx,
    simsRecords,
    sims.map((s) => s.row),
  );
  await insertRows(tx, sosSamples, sampleRows);
  if (blobs) await storeDemoFiles(tx, blobs, demoFiles);
  await insertRows(tx, parts, partRows, 2000);
  await insertRows(tx, repPositions, surveyData.positions);
  await insertRows(tx, contactPersons, surveyData.contacts);
  await insertRows(tx, contactPersonPhones, surveyData.phones);
  await insertRows(tx, surveys, surveyData.surveys);
  await insertRows(tx, surveyQuestions, surveyData.questions);
  await insertRows(tx, surveyRequests, surveyData.requests);
  await insertRows(tx, surveyAnswers, surveyData.answers);
  await insertRows(tx, calendarEntries, calendarRows);
  await insertRows(tx, vehicles, vehicleRows);
  await insertRows(tx, notificationSubscriptions, subscriptionData.subscriptions);
  await insertRows(tx, notificationSubscriptionStatuses, subscriptionData.statuses);
  await insertRows(tx, notificationSubscriptionTeams, subscriptionData.teams);
  await insertRows(tx, ciSuggestions, ci.suggestions);
  await insertRows(tx, ciSuggestionTechnicians, ci.technicians);
  await insertRows(tx, ciStatusHistory, ci.history);
  if (blobs) await storeDemoFiles(tx, blobs, ciFiles);
  await insertRows(tx, activityEvents, activityRows);
  await insertRows(tx, accessTokens, signInRows(world));

  await restore();
  // Rows were inserted with explicit ids: the sequences must continue after them.
  for (const table of [workOrders, workOrderItems, trainingVacations, assignments, drafts, surveys, surveyQuestions, surveyRequests, notificationSubscriptions, ciSuggestions, sosSamples]) {
    await syncSequence(tx, table);
  }
  await syncSequence(tx, workAreas, 'areaId');
  await syncSequence(tx, contactPersons, 'repId');

  return {
    organizations: DEMO_ORGANIZATIONS.length,
    teams: world.teams.length,
    accounts: refs.userIdsByName.size,
    ciEmployees: employees.length,
    technicians: techs.length,
    customers: customerList.length,
    workOrders: orders.length,
    workOrderItems: items.length,
    deletedWorkOrders: orders.filter((o) => o.deletedAt).length,
    trainingVacations: tvs.length,
    workAreas: areas.length,
    assignments: planned.length,
    assignmentStatusHistory: historyData.length,
    assignmentWorkAmounts: amountData.length,
    drafts: draftList.length,
    draftStatusHistory: draftHistoryData.length,
    assignmentNotes: noteRows.length,
    simsRecords: sims.length,
    attachments: demoFiles.length,
    ciAttachments: ciFiles.length,
    sosSamples: sampleRows.length,
    parts: partRows.length,
    contactPersons: surveyData.contacts.length,
    surveys: surveyData.surveys.length,
    surveyRequests: surveyData.requests.length,
    surveyAnswers: surveyData.answers.length,
    calendarEntries: calendarRows.length,
    vehicles: vehicleRows.length,
    notificationSubscriptions: subscriptionData.subscriptions.length,
    ciSuggestions: ci.suggestions.length,
    activityEvents: activityRows.length,
  };
}

/**
 * Writes the files to the blob store, then their rows. A failed seed rolls the rows back but may leave
 * files behind: they are unreferenced and the next seed (same seed, same keys) overwrites them.
 */
async function storeDemoFiles(tx: SeedDb, blobs: BlobStore, files: DemoFile[]) {
  for (let i = 0; i < files.length; i += 64) {
    await Promise.all(
      files.slice(i, i + 64).map(async (file) => {
        const put = await blobs.put(file.row.blobKey, file.data);
        file.row.sha256 = put.sha256;
      }),
    );
  }
  await insertRows(
    tx,
    attachments,
    files.map((f) => f.row),
  );
}
