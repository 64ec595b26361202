/** A select option; CI option lists are sorted alphabetically by label (spec part 2 §5). */
export interface Option {
  value: string;
  label: string;
}

/** The options of a localisation map (allConfig), sorted by label with the language's collation. */
export function sortedOptions(map: Readonly<Record<string, string>> | undefined, language: string): Option[] {
  return Object.entries(map ?? {})
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label, language === 'ge' ? 'ka' : language));
}

/** The label of a code, the code itself when the map does not know it. */
export const labelOf = (map: Readonly<Record<string, string>> | undefined, code: string | null | undefined) => (code ? (map?.[code] ?? code) : '');
