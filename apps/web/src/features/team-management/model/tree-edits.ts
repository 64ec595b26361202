/** A person of a people tree as read now: the group they are listed in (a technician's team) and whether checked = member. */
export interface TreeItemNow {
  title: string;
  group: string;
  member: boolean;
}
export type TreeNow = ReadonlyMap<string, TreeItemNow>;

/**
 * A check the person changed: the check they want and the group the person was listed in when they changed it (then
 * a member when unchecked, and the other way round). Edits, not the set of checks, are what a save sends: the
 * people read again meanwhile (a refused save, a stale list refreshed) keep their current state unless edited.
 */
export interface TreeEdit {
  checked: boolean;
  group: string;
  title: string;
}
export type TreeEdits = ReadonlyMap<string, TreeEdit>;

/** Why an edit was dropped after a refusal: someone else moved the person elsewhere, made the same change, or the person is no longer listed. */
export type DropReason = 'changed' | 'done' | 'gone';
export interface KeptEdit {
  id: string;
  title: string;
  checked: boolean;
}
export interface DroppedEdit extends KeptEdit {
  reason: DropReason;
  /** The group the person is listed in now (not for 'gone'). */
  group?: string;
}
export interface KeptTreeEdits {
  edits: TreeEdits;
  kept: KeptEdit[];
  dropped: DroppedEdit[];
}

/** The checks the tree shows: the members now with the person's edits on top. */
export function treeChecks(now: TreeNow, edits: TreeEdits): Set<string> {
  const checks = new Set([...now].filter(([, item]) => item.member).map(([id]) => id));
  for (const [id, edit] of edits) {
    if (!now.has(id)) continue;
    if (edit.checked) checks.add(id);
    else checks.delete(id);
  }
  return checks;
}

/**
 * The edits after the person checked and unchecked in the tree: `shown` are the ids the tree showed (the search hides
 * the others, whose edits stay), `checked` those of them checked now. A check back to the current state is no edit;
 * an edit kept unchanged keeps the group it was made from.
 */
export function withChecks(now: TreeNow, edits: TreeEdits, shown: Iterable<string>, checked: ReadonlySet<string>): TreeEdits {
  const next = new Map(edits);
  for (const id of shown) {
    const item = now.get(id);
    if (!item) continue;
    const wanted = checked.has(id);
    if (wanted === item.member) next.delete(id);
    else if (next.get(id)?.checked !== wanted) next.set(id, { checked: wanted, group: item.group, title: item.title });
  }
  return next;
}

/** The edits a save sends: those of listed people that change something now. */
export function pendingEdits(now: TreeNow, edits: TreeEdits): [string, TreeEdit][] {
  return [...edits].filter(([id, edit]) => {
    const item = now.get(id);
    return item !== undefined && item.member !== edit.checked;
  });
}

/**
 * After a save refused because someone else changed some of the same people (the people read again): the edits of
 * people still where the person saw them are kept on top of the current state, so that Save sends them again; an edit
 * of a person changed meanwhile is dropped (the other person's change stands), with the reason.
 */
export function keepTreeEdits(now: TreeNow, edits: TreeEdits): KeptTreeEdits {
  const next = new Map<string, TreeEdit>();
  const kept: KeptEdit[] = [];
  const dropped: DroppedEdit[] = [];
  for (const [id, edit] of edits) {
    const item = now.get(id);
    if (!item) {
      dropped.push({ id, title: edit.title, checked: edit.checked, reason: 'gone' });
    } else if (item.group === edit.group && item.member !== edit.checked) {
      next.set(id, edit);
      kept.push({ id, title: item.title, checked: edit.checked });
    } else {
      dropped.push({ id, title: item.title, checked: edit.checked, reason: item.member === edit.checked ? 'done' : 'changed', group: item.group });
    }
  }
  return { edits: next, kept, dropped };
}
