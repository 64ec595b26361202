import { describe, expect, it } from 'vitest';
import {
  DRAFT_CUSTOMER_MAX_LENGTH,
  TEXT_CELL_MAX_LENGTH,
  characterCount,
  isWithinFreeTextLimit,
  isWithinLength,
  truncateWithEllipsis,
} from './truncation';

const text = (length: number) => 'x'.repeat(length);
const truncateTextCell = (value: string | null | undefined) => truncateWithEllipsis(value, TEXT_CELL_MAX_LENGTH);
const truncateDraftCustomer = (value: string) => truncateWithEllipsis(value, DRAFT_CUSTOMER_MAX_LENGTH);

describe('a table text cell (50 characters)', () => {
  it('keeps text up to 50 characters', () => {
    expect(truncateTextCell(text(49))).toBe(text(49));
    expect(truncateTextCell(text(50))).toBe(text(50));
  });

  it('cuts text over 50 characters to 47 plus ...', () => {
    expect(truncateTextCell(text(51))).toBe(`${text(47)}...`);
    expect(truncateTextCell(text(300))).toHaveLength(50);
  });

  it('turns missing text into an empty string', () => {
    expect(truncateTextCell(null)).toBe('');
    expect(truncateTextCell(undefined)).toBe('');
    expect(truncateTextCell('')).toBe('');
  });

  it('never splits an emoji', () => {
    const emoji = '😀'.repeat(51);
    expect(truncateTextCell(emoji)).toBe(`${'😀'.repeat(47)}...`);
  });

  it('counts Turkish letters as one character each', () => {
    const turkish = 'ş'.repeat(50);
    expect(truncateTextCell(turkish)).toBe(turkish);
  });
});

describe('the draft customer cell (25 characters)', () => {
  it('keeps up to 25 characters', () => {
    expect(truncateDraftCustomer(text(25))).toBe(text(25));
  });

  it('cuts over 25 characters to 22 plus ..., without the space or dot before it', () => {
    expect(truncateDraftCustomer(text(26))).toBe(`${text(22)}...`);
    expect(truncateDraftCustomer('BORUSAN MAKİNA VE GÜÇ SİSTEMLERİ A.Ş.')).toBe('BORUSAN MAKİNA VE GÜÇ...');
    expect(truncateDraftCustomer('Soma Mermer Ltd. Şti. · Manisa Bölge')).toBe('Soma Mermer Ltd. Şti...');
  });
});

describe('truncateWithEllipsis', () => {
  it('cuts to the given length', () => {
    expect(truncateWithEllipsis('abcdefghij', 8)).toBe('abcde...');
  });

  it('leaves no separator or space dangling before the ellipsis', () => {
    expect(truncateWithEllipsis('2000160736 · Doğanlar Kömür İşletmeleri A.Ş. · 140M yıllık bakım', 48)).toBe('2000160736 · Doğanlar Kömür İşletmeleri A.Ş...');
    expect(truncateWithEllipsis('Demir Yapı, Kuzey (Ankara)', 20)).toBe('Demir Yapı, Kuzey...');
    expect(truncateWithEllipsis('Kaya – Ltd – Merkez', 8)).toBe('Kaya...');
  });

  it('adds one ellipsis after a text cut at its dots, not a fourth dot', () => {
    expect(truncateWithEllipsis('Palandöken Mermer Ltd. Şti. · 773E bakım', 30)).toBe('Palandöken Mermer Ltd. Şti...');
    expect(truncateWithEllipsis('Bekleniyor... yarın', 14)).toBe('Bekleniyor...');
  });

  it('keeps a text that fits, even when it ends in dots', () => {
    expect(truncateWithEllipsis('Ltd. Şti...', 11)).toBe('Ltd. Şti...');
  });

  it('does not go negative for tiny limits', () => {
    expect(truncateWithEllipsis('abcdef', 2)).toBe('...');
  });
});

describe('free-text limit', () => {
  it('accepts up to 255 characters and missing text', () => {
    expect(isWithinFreeTextLimit(text(255))).toBe(true);
    expect(isWithinFreeTextLimit('')).toBe(true);
    expect(isWithinFreeTextLimit(null)).toBe(true);
  });

  it('refuses 256 characters', () => {
    expect(isWithinFreeTextLimit(text(256))).toBe(false);
  });

  it('counts code points', () => {
    expect(characterCount('😀')).toBe(1);
    expect(isWithinFreeTextLimit('😀'.repeat(255))).toBe(true);
    expect(isWithinLength('😀😀', 1)).toBe(false);
  });
});
