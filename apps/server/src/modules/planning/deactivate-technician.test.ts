import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTechnician } from '../../../test/factories';
import { createAssignment } from '../../../test/planning-factories';
import { NOW, dispatcher, dispatcherName, historyOf, liveItemsOf, mine, newTechnician, setUpSaveTests, t, theirs } from '../../../test/save-fixture';
import { assignments, technicians, users } from '../../db/schema';

setUpSaveTests();

describe('DELETE /api/deactivateTechnician/:bpNo', () => {
  const deactivate = (bpNo: string, headers = dispatcher) => t.app.inject({ method: 'DELETE', url: `/api/deactivateTechnician/${encodeURIComponent(bpNo)}`, headers });

  it('deactivates a flagged technician and withdraws its items that have not started, with history', async () => {
    const tech = await newTechnician({ shouldBeDeleted: true });
    const past = await createAssignment(t.db, { technicianBpNo: tech.bpNo, start: '2026-03-01T05:00:00Z', end: '2026-03-01T06:00:00Z' });
    const running = await createAssignment(t.db, { technicianBpNo: tech.bpNo, start: '2026-03-02T08:00:00Z', end: '2026-03-02T10:00:00Z' });
    const future = await createAssignment(t.db, { technicianBpNo: tech.bpNo, start: '2026-03-03T05:00:00Z', end: '2026-03-03T06:00:00Z' });
    const accepted = await createAssignment(t.db, { technicianBpNo: tech.bpNo, start: '2026-03-04T05:00:00Z', end: '2026-03-04T06:00:00Z', workingStatus: 'ACCEPT' });

    const res = await deactivate(tech.bpNo);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'deleted successfully' });
    const [stored] = await t.db.select().from(technicians).where(eq(technicians.bpNo, tech.bpNo));
    expect(stored.active).toBe(false);
    expect((await liveItemsOf(tech.bpNo)).map((r) => r.id)).toEqual([past.id, running.id, accepted.id]);
    const [withdrawn] = await t.db.select().from(assignments).where(eq(assignments.id, future.id));
    expect(withdrawn.deletedAt).toEqual(NOW);
    expect((await historyOf(future.id)).at(-1)).toMatchObject({ detail: 'Deleted: technician deactivated (was 03.03.2026 08:00–09:00)', postedByName: dispatcherName });
    // The technician leaves the grid.
    const grid = await t.app.inject({ method: 'POST', url: '/api/technicians-with-schedules', headers: dispatcher, payload: { teams: [{ id: mine.teamId }], searchDate: '2026-03-02' } });
    expect(grid.json().technicians.map((x: { bpNo: string }) => x.bpNo)).not.toContain(tech.bpNo);
  });

  it('refuses a technician HR has not flagged with a 400 and changes nothing', async () => {
    const tech = await newTechnician();
    const future = await createAssignment(t.db, { technicianBpNo: tech.bpNo, start: '2026-03-03T05:00:00Z', end: '2026-03-03T06:00:00Z' });
    const res = await deactivate(tech.bpNo);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/flagged for deletion/);
    const [stored] = await t.db.select().from(technicians).where(eq(technicians.bpNo, tech.bpNo));
    expect(stored.active).toBe(true);
    expect((await liveItemsOf(tech.bpNo)).map((r) => r.id)).toEqual([future.id]);
  });

  it("words its refusals in the caller's language: HR's flag or the technician's team changed since the board was read", async () => {
    const tech = await newTechnician();
    const russian = await t.signIn(['DISPATCHER'], [mine.teamId]);
    await t.db.update(users).set({ cultureName: 'ru' }).where(eq(users.id, russian.user.id));
    const notFlagged = await deactivate(tech.bpNo, russian.headers);
    expect(notFlagged.statusCode).toBe(400);
    expect(notFlagged.json().message).toBe('Деактивировать можно только техника, помеченного к удалению (удалённого в кадровой системе); этот техник не помечен.');
    expect((await deactivate('NO-SUCH-TECH', russian.headers)).json().message).toBe('Техник не найден.');
    // Everyone else still reads English.
    expect((await deactivate(tech.bpNo)).json().message).toBe('Only a technician flagged for deletion (removed by HR) can be deactivated; this technician is not flagged.');
    expect((await deactivate('NO-SUCH-TECH')).json().message).toBe('Technician not found.');
  });

  it("answers 404 for an unknown technician or another team's, and 403 to OBSERVER", async () => {
    const foreign = await createTechnician(t.db, { teamId: theirs.teamId, orgunit: theirs.orgunit, shouldBeDeleted: true });
    expect((await deactivate('NO-SUCH-TECH')).statusCode).toBe(404);
    expect((await deactivate(foreign.bpNo)).statusCode).toBe(404);
    const own = await newTechnician({ shouldBeDeleted: true });
    const { headers } = await t.signIn(['OBSERVER'], [mine.teamId]);
    expect((await deactivate(own.bpNo, headers)).statusCode).toBe(403);
    const [stored] = await t.db.select().from(technicians).where(eq(technicians.bpNo, foreign.bpNo));
    expect(stored.active).toBe(true);
  });
});
