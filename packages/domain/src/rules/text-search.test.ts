import { describe, expect, it } from 'vitest';
import {
  containsIgnoringCase,
  createWordMatcher,
  compareNames,
  customerLookupProblem,
  isCustomerLookupReady,
  meetsMinimumSearchLength,
  normalizeForSearch,
  sameNameIgnoringCase,
  searchWords,
  toTurkishUpperCase,
  upperCaseForCustomerLookup,
} from './text-search';

describe('normalizeForSearch', () => {
  it('lower-cases plain ASCII', () => {
    expect(normalizeForSearch('Hello World')).toBe('hello world');
  });

  it('maps dotted capital I to a plain i without a combining dot', () => {
    expect(normalizeForSearch('İ')).toBe('i');
    expect(normalizeForSearch('İSTANBUL')).toBe('istanbul');
    expect(normalizeForSearch('İstanbul')).not.toContain('\u0307');
  });

  it('reads ё as е, as Russian writing leaves the dots out at will', () => {
    expect(normalizeForSearch('Ёлка')).toBe(normalizeForSearch('елка'));
    expect(normalizeForSearch('ЁЛКА')).toBe('елка');
  });

  it('folds dotless capital I and dotless small ı to i', () => {
    expect(normalizeForSearch('ISTANBUL')).toBe('istanbul');
    expect(normalizeForSearch('ılık')).toBe('ilik');
    expect(normalizeForSearch('IŞIK')).toBe('işik');
  });

  it('folds a decomposed I + combining dot above', () => {
    expect(normalizeForSearch('I\u0307zmir')).toBe('izmir');
    expect(normalizeForSearch('i\u0307zmir')).toBe('izmir');
  });

  it('keeps other Turkish letters distinct, lower-cased', () => {
    expect(normalizeForSearch('ŞĞÜÖÇ')).toBe('şğüöç');
  });

  it('composes decomposed letters so they match typed ones', () => {
    expect(normalizeForSearch('S\u0327ahin')).toBe(normalizeForSearch('Şahin'));
  });

  it('lower-cases Cyrillic', () => {
    expect(normalizeForSearch('МОСКВА')).toBe('москва');
  });

  it('returns an empty string for empty input', () => {
    expect(normalizeForSearch('')).toBe('');
  });
});

describe('searchWords', () => {
  it('splits on any whitespace and drops empties', () => {
    expect(searchWords('  Ali \t VELİ\n ')).toEqual(['ali', 'veli']);
  });

  it('gives no words for blank input', () => {
    expect(searchWords('   ')).toEqual([]);
  });
});

describe('createWordMatcher', () => {
  const matchesAllWords = (query: string, fields: Parameters<ReturnType<typeof createWordMatcher>>[0]) => createWordMatcher(query)(fields);
  const technician = ['10023', 'Ahmet Yılmaz', 'TR10', 'İstanbul Servis', 'WO-778812', 'CAT0320DXYZ'];

  it('matches everything for an empty or blank query', () => {
    expect(matchesAllWords('', technician)).toBe(true);
    expect(matchesAllWords('   ', [])).toBe(true);
  });

  it('requires every word', () => {
    expect(matchesAllWords('ahmet istanbul', technician)).toBe(true);
    expect(matchesAllWords('ahmet ankara', technician)).toBe(false);
  });

  it('matches İstanbul however the I is typed', () => {
    for (const query of ['istanbul', 'İSTANBUL', 'ISTANBUL', 'ıstanbul', 'IstanBUL']) {
      expect(matchesAllWords(query, technician)).toBe(true);
    }
  });

  it('matches Yılmaz typed with a plain i', () => {
    expect(matchesAllWords('yilmaz', technician)).toBe(true);
    expect(matchesAllWords('YILMAZ', technician)).toBe(true);
  });

  it('matches substrings of order and serial numbers', () => {
    expect(matchesAllWords('778812', technician)).toBe(true);
    expect(matchesAllWords('0320d', technician)).toBe(true);
  });

  it('accepts numbers and skips null and undefined fields', () => {
    expect(matchesAllWords('4711', [null, 4711, undefined])).toBe(true);
    expect(matchesAllWords('null', [null, undefined])).toBe(false);
    expect(matchesAllWords('undefined', [undefined])).toBe(false);
  });

  it('does not match a word across two fields', () => {
    expect(matchesAllWords('ab', ['a', 'b'])).toBe(false);
  });

  it('allows words in any order and in different fields', () => {
    expect(matchesAllWords('servis ahmet', technician)).toBe(true);
  });

  it('fails when there are words but no fields', () => {
    expect(matchesAllWords('x', [])).toBe(false);
  });
});

describe('createWordMatcher', () => {
  it('can be reused across rows', () => {
    const matches = createWordMatcher('ıŞık');
    expect(matches(['Işık Ltd'])).toBe(true);
    expect(matches(['Isik Ltd'])).toBe(false); // ş stays distinct from s
    expect(matches(['işık'])).toBe(true);
  });
});

describe('containsIgnoringCase', () => {
  it('finds the whole query, Turkish I folded', () => {
    expect(containsIgnoringCase('FİLTRE YAĞ', 'filtre yağ')).toBe(true);
    expect(containsIgnoringCase('Filtre yağ', 'FILTRE')).toBe(true);
  });

  it('does not split the query into words', () => {
    expect(containsIgnoringCase('yağ filtresi', 'filtre yağ')).toBe(false);
  });

  it('matches everything for a blank query', () => {
    expect(containsIgnoringCase(null, '  ')).toBe(true);
  });

  it('does not match missing text for a real query', () => {
    expect(containsIgnoringCase(undefined, 'a')).toBe(false);
  });

  it('trims the query and accepts number text', () => {
    expect(containsIgnoringCase(123456, ' 345 ')).toBe(true);
  });
});

describe('toTurkishUpperCase', () => {
  it('maps i to İ and ı to I', () => {
    expect(toTurkishUpperCase('istanbul')).toBe('İSTANBUL');
    expect(toTurkishUpperCase('ılık')).toBe('ILIK');
    expect(toTurkishUpperCase('şeker çiğdem')).toBe('ŞEKER ÇİĞDEM');
  });

  it('leaves upper-case text alone', () => {
    expect(toTurkishUpperCase('ABC İ I')).toBe('ABC İ I');
  });
});

describe('sameNameIgnoringCase', () => {
  it('takes names differing in case by Turkish rules, in the dots of ё or in spaces around them as one', () => {
    expect(sameNameIgnoringCase('İstanbul', 'istanbul')).toBe(true);
    expect(sameNameIgnoringCase('Ёлка', 'елка')).toBe(true);
    expect(sameNameIgnoringCase(' ЁЛКА ', 'ёлка')).toBe(true);
    expect(sameNameIgnoringCase('I\u0307zmir', 'İZMİR')).toBe(true);
  });

  it('keeps apart what Turkish tells apart', () => {
    expect(sameNameIgnoringCase('ISTANBUL', 'istanbul')).toBe(false);
    expect(sameNameIgnoringCase('Şeker', 'Seker')).toBe(false);
  });
});

describe('upperCaseForCustomerLookup', () => {
  it('uses Turkish rules for tr and az', () => {
    expect(upperCaseForCustomerLookup('istif', 'tr')).toBe('İSTİF');
    expect(upperCaseForCustomerLookup('bakı', 'az')).toBe('BAKI');
  });

  it('uses plain rules for other languages', () => {
    expect(upperCaseForCustomerLookup('istif', 'en')).toBe('ISTIF');
    expect(upperCaseForCustomerLookup('москва', 'ru')).toBe('МОСКВА');
  });

  it('trims the text', () => {
    expect(upperCaseForCustomerLookup('  borusan  ', 'en')).toBe('BORUSAN');
  });
});

describe('minimum search length', () => {
  it('fires the customer lookup only for more than 2 characters', () => {
    expect(isCustomerLookupReady('ab')).toBe(false);
    expect(isCustomerLookupReady('abc')).toBe(true);
    expect(isCustomerLookupReady('  ab  ')).toBe(false);
    expect(isCustomerLookupReady(null)).toBe(false);
  });

  it('does not look up a text over 100 characters, which the server refuses', () => {
    expect(isCustomerLookupReady('Ş'.repeat(100))).toBe(true);
    expect(isCustomerLookupReady(` ${'Ş'.repeat(100)} `)).toBe(true);
    expect(isCustomerLookupReady('Ş'.repeat(101))).toBe(false);
  });

  it('names why a text is not looked up: too short or too long, after trimming', () => {
    expect(['ab', ` ${'Ş'.repeat(100)} `, 'Ş'.repeat(101), '😀'.repeat(101)].map(customerLookupProblem)).toEqual(['tooShort', null, 'tooLong', 'tooLong']);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(meetsMinimumSearchLength('😀😀', 3)).toBe(false);
    expect(meetsMinimumSearchLength('şğü', 3)).toBe(true);
  });
});

describe('compareNames', () => {
  it('puts the Turkish letters after their plain ones', () => {
    expect(['Şahin', 'Sude', 'Zeki', 'Çelik', 'Cem', 'İlker', 'Irmak'].sort(compareNames)).toEqual(['Cem', 'Çelik', 'Irmak', 'İlker', 'Sude', 'Şahin', 'Zeki']);
  });
});
