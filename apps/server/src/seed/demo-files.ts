/**
 * Small real files for the demo attachments (so previews work): PNG photos, a PDF service report, an XML
 * lab report / service form, an SVG sketch and a WAV voice note, all built here without dependencies.
 */
import { deflateSync } from 'node:zlib';

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

type Rgb = [number, number, number];

/**
 * A 'photo' of a machine part: a sky-to-ground gradient, a yellow machine body with a dark part in the
 * middle and a red marker where the defect is. Different hues per variant.
 */
export function demoPng(variant: number, width = 320, height = 220): Buffer {
  const hues: Rgb[] = [
    [246, 190, 0],
    [230, 160, 20],
    [200, 200, 40],
    [240, 140, 60],
    [180, 180, 180],
    [250, 210, 70],
  ];
  const body = hues[variant % hues.length];
  const raw = Buffer.alloc((width * 3 + 1) * height);
  const markerX = Math.round(width * (0.35 + 0.05 * (variant % 5)));
  const markerY = Math.round(height * 0.55);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x++) {
      let c: Rgb = y < height * 0.6 ? [150 + Math.round((y / height) * 80), 190, 235] : [110, 95 - (variant % 3) * 10, 70];
      if (x > width * 0.15 && x < width * 0.85 && y > height * 0.3 && y < height * 0.8) c = body;
      if (x > width * 0.4 && x < width * 0.6 && y > height * 0.42 && y < height * 0.7) c = [60, 60, 64];
      const dx = x - markerX;
      const dy = y - markerY;
      const r2 = dx * dx + dy * dy;
      if (r2 < 26 * 26 && r2 > 20 * 20) c = [220, 30, 30];
      const i = row + 1 + x * 3;
      raw[i] = c[0];
      raw[i + 1] = c[1];
      raw[i + 2] = c[2];
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(raw)), pngChunk('IEND', Buffer.alloc(0))]);
}

/** PDF text must be Latin-1 in the standard fonts: other letters become their closest ASCII or '?'. */
function pdfText(text: string): string {
  const ascii = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i')
    .replace(/[^\u0020-\u007e]/g, '?');
  return ascii.replace(/([\\()])/g, '\\$1');
}

/** A one-page PDF with a title and lines of text (valid cross-reference table, so every viewer opens it). */
export function demoPdf(title: string, lines: readonly string[]): Buffer {
  const content = [
    'BT /F1 18 Tf 50 780 Td',
    `(${pdfText(title)}) Tj`,
    'ET',
    'BT /F1 11 Tf 50 750 Td 16 TL',
    ...lines.map((line) => `(${pdfText(line)}) '`),
    'ET',
    '0.95 0.75 0 RG 3 w 50 800 m 545 800 l S',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

const xmlEscape = (text: string) => text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/** An XML document: <root> with one element per field (the service form / lab report the technician app sends). */
export function demoXml(root: string, fields: Record<string, string | number | null>): Buffer {
  const body = Object.entries(fields)
    .filter(([, v]) => v !== null)
    .map(([k, v]) => `  <${k}>${xmlEscape(String(v))}</${k}>`)
    .join('\n');
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n<${root}>\n${body}\n</${root}>\n`, 'utf8');
}

/** A sketch of where the defect is: an outline of the machine and a circled spot. */
export function demoSvg(label: string, variant: number): Buffer {
  const cx = 120 + (variant % 5) * 30;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="260" viewBox="0 0 400 260">
  <rect width="400" height="260" fill="#fff"/>
  <rect x="60" y="90" width="260" height="100" rx="12" fill="#f6be00" stroke="#333" stroke-width="3"/>
  <circle cx="110" cy="200" r="28" fill="#444"/><circle cx="270" cy="200" r="28" fill="#444"/>
  <rect x="240" y="50" width="70" height="45" fill="#9ecae1" stroke="#333" stroke-width="3"/>
  <circle cx="${cx}" cy="140" r="24" fill="none" stroke="#d62828" stroke-width="4"/>
  <text x="20" y="30" font-family="sans-serif" font-size="16" fill="#333">${xmlEscape(label)}</text>
</svg>
`,
    'utf8',
  );
}

/** A short voice note: a 0.6 s tone (8 kHz, 8-bit mono WAV). */
export function demoWav(variant: number): Buffer {
  const rate = 8000;
  const samples = Math.round(rate * 0.6);
  const freq = 440 + (variant % 4) * 110;
  const data = Buffer.alloc(samples);
  for (let i = 0; i < samples; i++) {
    const fade = Math.min(1, i / 400, (samples - i) / 400);
    data[i] = 128 + Math.round(90 * fade * Math.sin((2 * Math.PI * freq * i) / rate));
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + samples, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(samples, 40);
  return Buffer.concat([header, data]);
}
