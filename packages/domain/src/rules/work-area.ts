/**
 * The work area a saved item names (spec part 1 §3 "Schedule payload on save", §5, §7 `GET api/areas`).
 *
 * The spec's client sends the chosen area in `assignedBayNo`, as the area's id in text ("3"); our own
 * `workAreaId` (a number) is accepted as an alias. In an organization listed in
 * WORK_AREA_ENABLED_ORGANIZATIONS `assignedBayNo` therefore *is* the work area; elsewhere it stays the
 * free-text bay number of a workshop job.
 */
export type WorkAreaChoice =
  | { ok: true; workAreaId: number | null; assignedBayNo: string | null }
  | { ok: false; refusal: 'workAreaNotAnId' | 'workAreaMismatch' };

const AREA_ID_TEXT = /^[1-9]\d{0,8}$/;

export function workAreaOfPayload(
  payload: { assignedBayNo?: string | null; workAreaId?: number | null },
  areaEnabled: boolean,
): WorkAreaChoice {
  const bay = payload.assignedBayNo?.trim() || null;
  const alias = payload.workAreaId ?? null;
  if (!areaEnabled) return { ok: true, workAreaId: alias, assignedBayNo: bay };
  if (bay !== null && !AREA_ID_TEXT.test(bay)) return { ok: false, refusal: 'workAreaNotAnId' };
  const fromBay = bay === null ? null : Number(bay);
  if (fromBay !== null && alias !== null && fromBay !== alias) return { ok: false, refusal: 'workAreaMismatch' };
  const workAreaId = fromBay ?? alias;
  return { ok: true, workAreaId, assignedBayNo: workAreaId === null ? null : String(workAreaId) };
}
