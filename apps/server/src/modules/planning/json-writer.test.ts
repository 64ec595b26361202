import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { JsonWriter, type JsonPrimitive } from './json-writer';

/** The bytes the writer gives for `{"k":value}`, and those of JSON.stringify, as hex (a quick comparison). */
function written(value: JsonPrimitive) {
  const w = new JsonWriter(16);
  w.field('{"k":', value);
  w.ascii('}');
  return w.bytes().toString('hex');
}
const expected = (value: JsonPrimitive) => Buffer.from(JSON.stringify({ k: value })).toString('hex');

// Any UTF-16 unit, so half surrogates alone and in pairs, controls, quotes and backslashes all come up.
const anyUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));
const tricky = fc.constantFrom('"', '\\', '\n', '\r', '\t', '\b', '\f', '\u0000', '\u001f', '\u007f', '\u2028', 'ş', 'İ', 'ğ', '€', '😀', '\ud83d', '\ude00');

describe('JsonWriter', () => {
  it('writes strings byte for byte as JSON.stringify + UTF-8 does', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.oneof(anyUnit, tricky, fc.string({ unit: 'binary', maxLength: 1 })), maxLength: 40 }), (s) => {
        expect(written(s)).toBe(expected(s));
      }),
      { numRuns: 500 },
    );
  });

  it('writes numbers, booleans and null as JSON.stringify does (non-finite numbers as null)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.integer(), fc.boolean(), fc.constant(null)), (v) => {
        expect(written(v)).toBe(expected(v));
      }),
      { numRuns: 500 },
    );
    for (const v of [0, -0, NaN, Infinity, -Infinity, 1e21, 1e-7, 1772409600000, 0.1 + 0.2]) expect(written(v)).toBe(expected(v));
  });

  it('grows past its first size and repeats bytes written before', () => {
    const w = new JsonWriter(16);
    const text = 'Çağrı "Servis" \\ Ümraniye '.repeat(200);
    w.ascii('[');
    w.value(text);
    const end = w.length;
    w.ascii(',');
    w.repeat(1, end);
    w.ascii(']');
    expect(w.bytes().toString()).toBe(JSON.stringify([text, text]));
  });
});
