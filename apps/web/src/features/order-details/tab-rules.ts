/**
 * Which order-drawer tabs are enabled (spec part 1 §2 "Order drawer"): History needs the item's status history
 * (schedulerStatus); Attachments, SIMS and survey need its attachment list; SOS needs the item's sos flag.
 * "Without a list" means the item carries none (an unsaved or not yet loaded item); an empty list still enables
 * the tab, which then says it is empty. See docs/order-drawer.md for why.
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
  const hasHistory = Array.isArray(item?.schedulerStatus);
  const hasAttachments = Array.isArray(item?.attachmentList);
  return { history: hasHistory, attachments: hasAttachments, sims: hasAttachments, survey: hasAttachments, sos: item?.sos === true };
}

/** Feature flags are the text 'true' (spec part 1 §6). */
export function isFlagOn(config: Readonly<Record<string, string | null | undefined>>, key: string): boolean {
  return (config[key] ?? '').trim().toLowerCase() === 'true';
}
