import fc from 'fast-check';

/** The part of JSON Schema (as the OpenAPI document writes it) the input walk reads. */
export interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean;
  maxItems?: number;
  pattern?: string;
  format?: string;
  'x-date-range'?: string;
}

/** A number written into the JSON text as is: -0, 1e309 (Infinity when parsed), integers past 2^53. */
export class Raw {
  constructor(readonly text: string) {}
  toJSON() {
    return `@@raw:${this.text}@@`;
  }
}
export const json = (value: unknown): string => JSON.stringify(value)?.replace(/"@@raw:([^"@]*)@@"/g, '$1');

/** Of a union, the variant with the most properties (a calendar's full form rather than its delete flag). */
export function variantOf(s: Schema): Schema {
  const variants = s.anyOf ?? s.oneOf;
  if (!variants || s.type || !variants.some((v) => v.properties)) return s;
  return [...variants].sort((a, b) => Object.keys(b.properties ?? {}).length - Object.keys(a.properties ?? {}).length)[0];
}

/** The schema with every $ref replaced by the component it names. */
export function inline(schema: unknown, components: Record<string, unknown>): unknown {
  if (Array.isArray(schema)) return schema.map((s) => inline(s, components));
  if (!schema || typeof schema !== 'object') return schema;
  const ref = (schema as { $ref?: string }).$ref;
  if (ref) return inline(components[ref.split('/').pop()!], components);
  return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, inline(v, components)]));
}

const DAY = Date.UTC(2026, 2, 10, 9);
const typesOf = (s: Schema): string[] => (s.type ? [s.type] : (s.anyOf ?? s.oneOf ?? []).flatMap(typesOf));
const fits = (value: unknown, s: Schema) => typesOf(s).some((type) => (type === 'integer' ? Number.isInteger(value) : typeof value === type));
const clamp = (value: number, s: Schema) => Math.min(s.maximum ?? value, Math.max(s.exclusiveMinimum ? (s.minimum ?? 0) + 1 : (s.minimum ?? value), value));

/** A valid value of the schema: real ids by field name from `fixtures`, required properties only. */
export function sampleOf(schema: Schema, name: string, fixtures: Record<string, unknown>): unknown {
  const s = variantOf(schema);
  if (s.type === 'array') return [sampleOf(s.items ?? {}, name, fixtures)];
  if (name in fixtures && fits(fixtures[name], s)) return fixtures[name];
  if (s['x-date-range']) {
    if (s.type === 'integer' || s.type === 'number') return DAY;
    return s.type === 'string' && (s.pattern?.includes('\\d{8}') || !s.pattern) ? '20260310' : '2026-03-10';
  }
  if (s.enum) return s.enum[0];
  if (!s.type) return s.anyOf || s.oneOf ? sampleOf((s.anyOf ?? s.oneOf)![0], name, fixtures) : {};
  switch (s.type) {
    case 'string':
      if (s.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (s.pattern?.startsWith('^\\d')) return '5321112233'.slice(0, s.maxLength ?? 10);
      if (/email/i.test(name)) return 'walk@example.com';
      if (s.minLength === 2 && s.maxLength === 2) return 'TR';
      return 'probe'.padEnd(s.minLength ?? 0, 'e').slice(0, s.maxLength ?? 5);
    case 'integer':
      return clamp(1, s);
    case 'number':
      return clamp(name === 'latitude' ? 41 : name === 'longitude' ? 29 : 1, s);
    case 'boolean':
      return false;
    case 'object':
      return Object.fromEntries((s.required ?? []).map((key) => [key, sampleOf(s.properties?.[key] ?? {}, key, fixtures)]));
    default:
      return null;
  }
}

const HUGE = 'x'.repeat(100_000);
/** Strings no field expects: empty, huge, emoji, right-to-left, control and lone surrogate characters, injections. */
const STRINGS = [
  '', ' ', HUGE, '🚜'.repeat(50_000), 'ğ'.repeat(100_000), '\u202Eevil\u202C', 'مرحبا بالعالم', 'שלום', '\u0000', 'a\u0000b', '\ud800', '\udfff\ud800',
  '\u200b\ufeff\u200d', 'Z̷̢̛̖a̶l̸g̷o̶', '\r\n\t', "'; drop table users; --", '%s%n%x', '../../etc/passwd', '\\', '{"a":1}', 'null', 'NaN', 'Infinity',
  '-1', '1e308', '0x1F', '00000000-0000-0000-0000-000000000000', '2026-02-30', '99999999', '٣٤٥', '１２３', '<script>alert(1)</script>',
];
/** Numbers at the edges: ±1e308, past a double (±Infinity when parsed), past 2^53, -0, fractions, 32-bit edges. */
const NUMBERS = [
  new Raw('1e308'), new Raw('-1e308'), new Raw('1e309'), new Raw('-1e309'), new Raw('9007199254740993'), new Raw('-9007199254740993'), new Raw('-0'),
  new Raw('1e-400'), new Raw('123456789012345678901234567890'), 5e-324, 1.5, -1.5, 0.1, -1, 0, 2147483647, 2147483648, -2147483649, Number.MAX_SAFE_INTEGER,
];
const WRONG_TYPES: unknown[] = [true, false, {}, [], 'text', 1, [null], { a: 1 }, [[]]];

function nested(depth: number, kind: 'object' | 'array'): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = kind === 'object' ? { a: value } : [value];
  return value;
}
const DEEP = [nested(1000, 'object'), nested(1000, 'array')];

/**
 * One value of each kind a property should refuse (or may take; the walk asserts only how it answers): missing,
 * null, another type, and the edges of its own type: strings empty, huge or strange; numbers past a double, past
 * 2^53, -0 and fractional; huge arrays; deep objects.
 */
export function badList(schema: Schema, sample: unknown, missing: symbol): unknown[] {
  const types = typesOf(schema);
  const wrong = WRONG_TYPES.find((v) => !types.some((type) => (Array.isArray(v) ? type === 'array' : typeof v === type)));
  const out: unknown[] = [missing, null, wrong];
  if (types.includes('string')) out.push('', HUGE, 'a\u0000b', '🚜\u202Eשלום\ud800');
  if (types.includes('integer') || types.includes('number')) out.push(new Raw('1e308'), new Raw('1e309'), new Raw('-1e308'), new Raw('-0'), new Raw('9007199254740993'), 1.5);
  if (types.includes('array')) out.push(Array(10_000).fill(Array.isArray(sample) ? sample[0] : sample), [null]);
  if (types.includes('object')) out.push(DEEP[0], []);
  return out;
}

/** Generated values a property should refuse (or may take): every kind above and random ones. */
export function badValues(schema: Schema, sample: unknown, missing: symbol): fc.Arbitrary<unknown> {
  const types = typesOf(schema);
  return fc.oneof(
    fc.constantFrom(missing, null),
    fc.constantFrom(...WRONG_TYPES.filter((v) => !types.some((type) => (Array.isArray(v) ? type === 'array' : typeof v === type)))),
    fc.constantFrom(...STRINGS),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.constantFrom(...NUMBERS),
    fc.double(),
    fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }).map((n) => new Raw(n.toString())),
    fc.constantFrom(Array(10_000).fill(sample), Array(10_000).fill(1), Array(10_000).fill('x')),
    fc.constantFrom(...DEEP),
  );
}

/** Valid-shaped values at the edges of the schema: maximum lengths, bounds, largest arrays; huge where unbounded. */
export function extremeList(schema: Schema, sample: unknown): unknown[] {
  const s = variantOf(schema);
  const out: unknown[] = s.nullable ? [null] : [];
  const types = typesOf(s);
  if (s.enum) out.push(...s.enum);
  else if (s['x-date-range']) {
    if (types.includes('integer') || types.includes('number')) out.push(0, 7258118399999);
    if (types.includes('string')) out.push(...(s.pattern?.includes('-') ? ['1970-01-01', '2199-12-31'] : ['19700101', '21991231']));
  } else {
    if (types.includes('string')) {
      if (s.format === 'uuid') out.push('ffffffff-ffff-ffff-ffff-ffffffffffff', '00000000-0000-0000-0000-000000000000');
      else if (s.pattern?.startsWith('^\\d')) out.push('9'.repeat(s.maxLength ?? Number(/\{(?:\d+,)?(\d+)\}/.exec(s.pattern)?.[1] ?? 20)));
      else if (s.pattern) out.push(sample);
      else {
        const max = s.maxLength ?? HUGE.length;
        out.push('x'.repeat(max), '🚜ğ\u202E'.repeat(Math.floor(max / 4)));
      }
    }
    for (const type of ['integer', 'number'].filter((t) => types.includes(t))) {
      const integer = type === 'integer';
      const low = s.minimum === undefined ? (integer ? Number.MIN_SAFE_INTEGER : -Number.MAX_VALUE) : s.exclusiveMinimum ? s.minimum + (integer ? 1 : 1e-9) : s.minimum;
      const high = s.maximum ?? (integer ? Number.MAX_SAFE_INTEGER : Number.MAX_VALUE);
      out.push(low, high);
      if (!integer) out.push(low + 1e-9, high - 1e-9, new Raw('-0'));
    }
    if (types.includes('boolean')) out.push(true, false);
    if (types.includes('array')) out.push([], Array(Math.min(s.maxItems ?? 10_000, 10_000)).fill(Array.isArray(sample) ? sample[0] : sample));
  }
  return out.length > 0 ? out : [sample];
}

/** Whole bodies that are not what the operation reads: other JSON values, broken JSON, other content types. */
export function bodyLevelCases(base: unknown): { name: string; contentType?: string; payload: string }[] {
  const text = json(base) ?? '{}';
  const spliced = (prefix: string) => (text.startsWith('{') && text !== '{}' ? `{${prefix},${text.slice(1)}` : `{${prefix}}`);
  return [
    ...['null', '[]', '"text"', '', '{"a":', '\ufeff{}', `[${text}]`].map((payload) => ({ name: `json ${JSON.stringify(payload)}`, contentType: 'application/json', payload })),
    { name: 'deeply nested arrays', contentType: 'application/json', payload: `${'['.repeat(10_000)}${']'.repeat(10_000)}` },
    { name: 'deeply nested objects', contentType: 'application/json', payload: `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}` },
    { name: '__proto__', contentType: 'application/json', payload: spliced('"__proto__":{"isAdmin":true}') },
    { name: 'constructor.prototype', contentType: 'application/json', payload: spliced('"constructor":{"prototype":{"isAdmin":true}}') },
    { name: 'duplicate keys', contentType: 'application/json', payload: spliced('"a":1,"a":2') },
    { name: 'over the body limit', contentType: 'application/json', payload: `{"a":"${'x'.repeat(1_100_000)}"}` },
    { name: 'as text/plain', contentType: 'text/plain', payload: text },
    { name: 'as xml', contentType: 'application/xml', payload: '<a>1</a>' },
    { name: 'as a form', contentType: 'application/x-www-form-urlencoded', payload: 'a=1&a=2&teams[0][id]=x' },
    { name: 'as broken multipart', contentType: 'multipart/form-data; boundary=xyz', payload: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\n{"a"' },
    { name: 'as octet-stream', contentType: 'application/octet-stream', payload: '\u0000\u00ff\u00fe' },
    { name: 'json in utf-16', contentType: 'application/json; charset=utf-16', payload: text },
    { name: 'a bare content type', contentType: ';', payload: text },
  ];
}

/** Path and query values that are not ids: words, signs, fractions, huge numbers, unicode, broken escapes, long. */
export const PATH_VALUES = [
  'abc', '-1', '0', '1.5', '1e308', '99999999999999999999', '9007199254740993', 'null', encodeURIComponent('🚜\u202Eמלא'), encodeURIComponent('١٢٣'),
  '%E0%A4%A', '%FF', 'x'.repeat(101), 'x'.repeat(5000), '..%2F..%2Fetc', '',
];
const MORE_PATH_VALUES = ['-0', '0x1F', '%201', 'undefined', 'NaN', 'Infinity', '[]', '%7B%7D', '%', '%C0%AF', '%2F', encodeURIComponent("' or 1=1 --"), '%0A', '%2B1'];
export function pathValues(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(...PATH_VALUES, ...MORE_PATH_VALUES),
    fc.string({ unit: 'grapheme', maxLength: 30 }).map(encodeURIComponent),
    fc.double().map((n) => encodeURIComponent(String(n))),
  );
}
