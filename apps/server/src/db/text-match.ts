/** `%text%` for ILIKE with the pattern characters escaped (served by the pg_trgm indexes). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
