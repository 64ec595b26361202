import { describe, expect, it } from 'vitest';
import { otherCountryOf, severalCountries, trainingVacationLabel } from './training-country';

const names: Record<string, string> = { TR: 'Türkiye', RU: 'Rusya' };
const countryName = (code: string) => names[code] ?? code;
const leave = (countryCode: string | null) => ({ name: 'Hastalık İzni', laborTypeText: 'Raporlu izin', description: 'Rapor ile hastalık izni', countryCode });

describe("the drawer's training and leave kinds of several countries", () => {
  it('name their country when the list holds more than one, so kinds named alike can be told apart', () => {
    const list = [leave('TR'), leave('RU'), leave(null)];
    expect(severalCountries(list)).toBe(true);
    expect(severalCountries([leave('TR'), leave(null)])).toBe(false);
    expect(trainingVacationLabel(leave('TR'), countryName)).toBe('Hastalık İzni · Raporlu izin · Türkiye');
    expect(trainingVacationLabel(leave('RU'), countryName)).toBe('Hastalık İzni · Raporlu izin · Rusya');
    expect(trainingVacationLabel(leave(null), countryName)).toBe('Hastalık İzni · Raporlu izin');
    expect(trainingVacationLabel({ ...leave('TR'), laborTypeText: null }, null)).toBe('Hastalık İzni · Rapor ile hastalık izni');
  });

  it("are refused for a technician of another country, and a kind without a country is every country's", () => {
    expect(otherCountryOf(leave('RU'), [{ countryCode: 'TR' }])).toBe('TR');
    expect(otherCountryOf(leave('TR'), [{ countryCode: 'TR' }, { countryCode: 'RU' }])).toBe('RU');
    expect(otherCountryOf(leave('TR'), [{ countryCode: 'TR' }])).toBeNull();
    expect(otherCountryOf(leave(null), [{ countryCode: 'RU' }])).toBeNull();
  });
});
