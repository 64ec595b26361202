/**
 * Which order-drawer tabs are enabled (spec part 1 §2 "Order drawer"): History needs the item's status history
 * (schedulerStatus); Attachments, SIMS and survey need its attachment list; SOS needs the item's sos flag.
 * A missing list and an empty one count alike (an unsaved item has neither); see docs/api-conventions.md.
 */
export interface TabRuleItem {
  schedulerStatus?: readonly unknown[] | null;
  attachmentList?: readonly unknown[] | null;
  sos?: boolean | null;
}

export interface OrderDrawerTabAvailability {
  history: boolean;
  attachments: boolean;
  sims: boolean;
  survey: boolean;
  sos: boolean;
}

export function orderDrawerTabAvailability(item: TabRuleItem | null | undefined): OrderDrawerTabAvailability {
  const hasHistory = (item?.schedulerStatus?.length ?? 0) > 0;
  const hasAttachments = (item?.attachmentList?.length ?? 0) > 0;
  return { history: hasHistory, attachments: hasAttachments, sims: hasAttachments, survey: hasAttachments, sos: item?.sos === true };
}

/** Feature flags are the text 'true' (spec part 1 §6). */
export function isFlagOn(config: Readonly<Record<string, string | null | undefined>>, key: string): boolean {
  return (config[key] ?? '').trim().toLowerCase() === 'true';
}
