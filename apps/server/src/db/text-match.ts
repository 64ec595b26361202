import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** LIKE's own characters typed by a user match themselves. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%text%` for ILIKE with the pattern characters escaped (served by the pg_trgm indexes). */
export const containsPattern = (text: string): string => `%${literal(text)}%`;

/** `text%` for a prefix match, the pattern characters escaped. */
export const prefixPattern = (text: string): string => `${literal(text)}%`;

/**
 * Text folded as `iFolded` folds a column: the Turkish dotted and dotless I's (İ, I, ı, i) are one letter, ё is е
 * and case is ignored, so 'ISIK', 'ışık' and 'Işık' match each other whatever keyboard typed them, and 'елка' finds
 * 'Ёлка' (the rule of packages/domain's normalizeForSearch; other letters keep their accents).
 */
export const foldIs = (text: string): string => text.replace(/[İIı]/g, 'i').replace(/[Ёё]/g, 'е').toLowerCase();

/** A text column folded as `foldIs` folds the typed text (an index on this expression serves its contains-match). */
export const iFolded = (column: AnyPgColumn): SQL => sql`lower(translate(${column}, 'İIıЁё', 'iiiее'))`;

/**
 * A name's key in Turkish alphabetical order under the C collation, whatever the database's own: each Turkish letter
 * becomes its plain letter followed by '~' (after 'z'), so 'Çayırhan' comes after every 'C…' and before 'D…', and 'ı'
 * (the dotless I's) between 'h' and 'i'. Names are Turkish, Azerbaijani or Russian whatever the reader's language, so
 * every reader gets this one order; in code-point order names starting with Ç, İ, Ö, Ş or Ü came after 'Z'.
 */
export const turkishSortKey = (column: AnyPgColumn | SQL): SQL =>
  sql`replace(replace(replace(replace(replace(replace(lower(translate(${column}, 'İI', 'iı')), 'ç', 'c~'), 'ğ', 'g~'), 'ı', 'h~'), 'ö', 'o~'), 'ş', 's~'), 'ü', 'u~') collate "C"`;
