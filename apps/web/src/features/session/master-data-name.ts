/** The localisation maps of the CRM's code lists, and of team sections (keyed by their stored name: they have no code). */
export type MasterDataMap = 'jobCode' | 'component' | 'simStage' | 'orderType' | 'workOrderStatus' | 'section';

/** The map's name for the code; else the text the record carries; else the code itself. */
export function masterDataName(
  localisations: Readonly<Record<string, Record<string, string>>>,
  map: MasterDataMap,
  code: string | null | undefined,
  carried?: string | null,
): string {
  return (code ? localisations[map]?.[code] : undefined) ?? carried ?? code ?? '';
}
