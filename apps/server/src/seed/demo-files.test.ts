import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { demoPdf, demoPng, demoSvg, demoWav, demoXml } from './demo-files';

describe('demo files', () => {
  it('builds a valid PNG of the given size', () => {
    const png = demoPng(2, 40, 30);
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect(png.readUInt32BE(16)).toBe(40);
    expect(png.readUInt32BE(20)).toBe(30);
    const idatLength = png.readUInt32BE(33);
    expect(png.subarray(37, 41).toString('ascii')).toBe('IDAT');
    expect(inflateSync(png.subarray(41, 41 + idatLength))).toHaveLength((40 * 3 + 1) * 30);
    expect(png.subarray(-8, -4).toString('ascii')).toBe('IEND');
  });

  it('builds a PDF whose cross-reference offsets point at its objects', () => {
    const pdf = demoPdf('Service report (1)', ['Müşteri: Özkan İnşaat', 'x\\y']).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    const xrefAt = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...pdf.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, i) => expect(pdf.slice(offset, offset + 8)).toBe(`${i + 1} 0 obj\n`));
    expect(pdf).toContain('(Service report \\(1\\)) Tj');
    expect(pdf).toContain('Musteri: Ozkan Insaat');
  });

  it('escapes XML and SVG text', () => {
    expect(demoXml('r', { a: 'x < y & "z"', b: null, c: 3 }).toString()).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<r>\n  <a>x &lt; y &amp; &quot;z&quot;</a>\n  <c>3</c>\n</r>\n');
    expect(demoSvg('<b>', 1).toString()).toContain('&lt;b&gt;');
  });

  it('builds a WAV with a consistent header', () => {
    const wav = demoWav(1);
    expect(wav.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(wav.readUInt32LE(4)).toBe(wav.length - 8);
    expect(wav.readUInt32LE(40)).toBe(wav.length - 44);
  });
});
