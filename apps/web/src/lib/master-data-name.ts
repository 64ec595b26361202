/**
 * The localisation maps of the CRM's code lists, of team sections and of training/vacation kinds (both keyed by
 * their stored name: they have no code), of the kinds' descriptions (keyed by the stored description) and of
 * their labor types, of an oil sample's compartment (the lab's code), of a part line's status and source (keyed by the CRM's text: the line carries no code),
 * of a service centre's work areas (bays, keyed by their stored name: they have no code), and of public holidays (keyed
 * by their stored name, each in its country's language).
 */
export type MasterDataMap =
  | 'jobCode'
  | 'component'
  | 'simStage'
  | 'orderType'
  | 'workOrderStatus'
  | 'section'
  | 'trainingVacation'
  | 'trainingVacationDescription'
  | 'laborType'
  | 'sampleCompartment'
  | 'partStatus'
  | 'partSource'
  | 'workArea'
  | 'holiday';

/** The map's name for the code; else the text the record carries; else the code itself. */
export function masterDataName(
  localisations: Readonly<Record<string, Record<string, string>>>,
  map: MasterDataMap,
  code: string | null | undefined,
  carried?: string | null,
): string {
  return (code ? localisations[map]?.[code] : undefined) ?? carried ?? code ?? '';
}

export type CodeName = (map: MasterDataMap, code: string | null | undefined, carried?: string | null) => string;

/** A public holiday's name in the reader's language; a name the map does not know shows as stored. */
export const holidayName = (stored: string, codeName: CodeName): string => codeName('holiday', stored, stored);

/** A training/vacation kind's description in the reader's language, else as stored (null stays null). */
export function trainingVacationDescription(description: string | null, codeName: CodeName): string | null {
  return description === null ? null : codeName('trainingVacationDescription', description, description);
}

/**
 * A training/vacation kind as the reader reads it: its name, description and labor type text from the maps (each
 * country stores its kinds in its own language), else as stored. Other fields are kept.
 */
export function localTrainingVacation<T extends { name: string; description: string | null; laborType: string | null; laborTypeText: string | null }>(
  tv: T,
  codeName: CodeName,
): T {
  return {
    ...tv,
    name: codeName('trainingVacation', tv.name, tv.name),
    description: trainingVacationDescription(tv.description, codeName),
    laborTypeText: tv.laborType ? codeName('laborType', tv.laborType, tv.laborTypeText) : tv.laborTypeText,
  };
}
