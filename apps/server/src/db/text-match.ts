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
