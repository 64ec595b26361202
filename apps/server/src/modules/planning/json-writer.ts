/**
 * JSON written straight into a growing Buffer as UTF-8, byte for byte what `Buffer.from(JSON.stringify(x))`
 * gives for the same values in the same order (json-writer.test.ts checks it on arbitrary strings and
 * numbers). For answers of megabytes (the planning grid): no objects to build and collect, no JavaScript
 * string of the whole answer and no second pass to encode it.
 */
export type JsonPrimitive = string | number | boolean | null;

const HEX = '0123456789abcdef';
const SHORT_ESCAPES: Record<number, number> = { 0x08: 0x62, 0x09: 0x74, 0x0a: 0x6e, 0x0c: 0x66, 0x0d: 0x72 };

export class JsonWriter {
  private buf: Buffer;
  private pos = 0;
  /** Each constant text's bytes, encoded once per writer: copying bytes is about twice as quick as a character loop. */
  private readonly encoded = new Map<string, Buffer>();

  constructor(initialBytes = 64 * 1024) {
    this.buf = Buffer.allocUnsafe(Math.max(initialBytes, 1024));
  }

  get length() {
    return this.pos;
  }

  /** The bytes written so far (a view, not a copy). */
  bytes(from = 0, to = this.pos): Buffer {
    return this.buf.subarray(from, to);
  }

  private ensure(extra: number) {
    if (this.pos + extra <= this.buf.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.buf.length * 2, this.pos + extra));
    this.buf.copy(grown, 0, 0, this.pos);
    this.buf = grown;
  }

  /**
   * Text already in JSON form and ASCII only, from a small fixed set (keys, punctuation): what is longer than a few
   * characters is kept encoded for the writer's lifetime, so the set must not grow with the data.
   */
  ascii(text: string) {
    if (text.length < 8) return this.characters(text);
    let bytes = this.encoded.get(text);
    if (bytes === undefined) {
      bytes = Buffer.from(text, 'latin1');
      this.encoded.set(text, bytes);
    }
    this.raw(bytes);
  }

  private characters(text: string) {
    this.ensure(text.length);
    const { buf } = this;
    let pos = this.pos;
    for (let i = 0; i < text.length; i++) buf[pos++] = text.charCodeAt(i);
    this.pos = pos;
  }

  /** JSON bytes made elsewhere. */
  raw(bytes: Uint8Array) {
    this.ensure(bytes.length);
    this.buf.set(bytes, this.pos);
    this.pos += bytes.length;
  }

  /** Bytes written before, at [from, to), written again here (a fragment that repeats). */
  repeat(from: number, to: number) {
    this.ensure(to - from);
    this.buf.copyWithin(this.pos, from, to);
    this.pos += to - from;
  }

  /** A JSON string: `"`, `\` and control characters escaped as JSON.stringify does, lone surrogates as \uXXXX. */
  string(text: string) {
    // Worst case: 6 bytes (\uXXXX) per UTF-16 unit, and the quotes.
    this.ensure(text.length * 6 + 2);
    const { buf } = this;
    let pos = this.pos;
    buf[pos++] = 0x22;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c < 0x80) {
        if (c >= 0x20 && c !== 0x22 && c !== 0x5c) buf[pos++] = c;
        else if (c === 0x22 || c === 0x5c) {
          buf[pos++] = 0x5c;
          buf[pos++] = c;
        } else if (SHORT_ESCAPES[c] !== undefined) {
          buf[pos++] = 0x5c;
          buf[pos++] = SHORT_ESCAPES[c]!;
        } else pos = this.unicodeEscape(c, pos);
      } else if (c < 0x800) {
        buf[pos++] = 0xc0 | (c >> 6);
        buf[pos++] = 0x80 | (c & 0x3f);
      } else if (c < 0xd800 || c > 0xdfff) {
        buf[pos++] = 0xe0 | (c >> 12);
        buf[pos++] = 0x80 | ((c >> 6) & 0x3f);
        buf[pos++] = 0x80 | (c & 0x3f);
      } else {
        const next = i + 1 < text.length ? text.charCodeAt(i + 1) : 0;
        if (c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
          const point = 0x10000 + ((c - 0xd800) << 10) + (next - 0xdc00);
          buf[pos++] = 0xf0 | (point >> 18);
          buf[pos++] = 0x80 | ((point >> 12) & 0x3f);
          buf[pos++] = 0x80 | ((point >> 6) & 0x3f);
          buf[pos++] = 0x80 | (point & 0x3f);
          i++;
        } else pos = this.unicodeEscape(c, pos);
      }
    }
    buf[pos++] = 0x22;
    this.pos = pos;
  }

  private unicodeEscape(c: number, at: number) {
    const { buf } = this;
    let pos = at;
    buf[pos++] = 0x5c;
    buf[pos++] = 0x75;
    for (let shift = 12; shift >= 0; shift -= 4) buf[pos++] = HEX.charCodeAt((c >> shift) & 0xf);
    return pos;
  }

  /** A value as JSON.stringify writes it inside an object: non-finite numbers as null (rows hold no undefined). */
  value(value: JsonPrimitive) {
    if (typeof value === 'string') this.string(value);
    else if (typeof value === 'number') this.characters(Number.isFinite(value) ? String(value) : 'null');
    else if (typeof value === 'boolean') this.ascii(value ? 'true' : 'false');
    else this.ascii('null');
  }

  /** `prefix` (ASCII JSON: braces, commas, a key and its colon), then the value. */
  field(prefix: string, value: JsonPrimitive) {
    this.ascii(prefix);
    this.value(value);
  }
}
