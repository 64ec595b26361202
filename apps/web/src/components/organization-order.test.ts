import { describe, expect, it } from 'vitest';
import { orderOrganizations } from './organization-order';

// The demo's organizations in the server's order (by country code, then name).
const ORGS = [
  { orgunit: 'AZ10', displayName: 'Bakı', countryCode: 'AZ' },
  { orgunit: 'AZ20', displayName: 'Gəncə', countryCode: 'AZ' },
  { orgunit: 'KG10', displayName: 'Бишкек', countryCode: 'KG' },
  { orgunit: 'KZ10', displayName: 'Алматы', countryCode: 'KZ' },
  { orgunit: 'RU20', displayName: 'Екатеринбург', countryCode: 'RU' },
  { orgunit: 'RU10', displayName: 'Москва Химки', countryCode: 'RU' },
  { orgunit: 'TR40', displayName: 'Adana Yüreğir', countryCode: 'TR' },
  { orgunit: 'TR50', displayName: 'Erzurum', countryCode: 'TR' },
  { orgunit: 'TR10', displayName: 'İstanbul Tuzla', countryCode: 'TR' },
  { orgunit: 'TR30', displayName: 'İzmir Kemalpaşa', countryCode: 'TR' },
  { orgunit: 'TR60', displayName: 'Çorlu', countryCode: 'TR' },
];
const TURKISH = { AZ: 'Azerbaycan', KG: 'Kırgızistan', KZ: 'Kazakistan', RU: 'Rusya', TR: 'Türkiye' } as Record<string, string>;
const RUSSIAN = { AZ: 'Азербайджан', KG: 'Киргизия', KZ: 'Казахстан', RU: 'Россия', TR: 'Турция' } as Record<string, string>;
const codes = (orgs: readonly { orgunit: string }[]) => orgs.map((org) => org.orgunit);

describe('orderOrganizations', () => {
  it("puts the user's own country first, then the others by their name in the reader's language, each by name in Turkish order", () => {
    expect(codes(orderOrganizations(ORGS, (code) => TURKISH[code], 'TR'))).toEqual(['TR40', 'TR60', 'TR50', 'TR10', 'TR30', 'AZ10', 'AZ20', 'KZ10', 'KG10', 'RU20', 'RU10']);
    expect(codes(orderOrganizations(ORGS, (code) => RUSSIAN[code], 'RU'))).toEqual(['RU20', 'RU10', 'AZ10', 'AZ20', 'KZ10', 'KG10', 'TR40', 'TR60', 'TR50', 'TR10', 'TR30']);
  });

  it("a dispatcher of Turkish and Russian centres gets Türkiye's first; without a country of their own, countries by name", () => {
    const mine = ORGS.filter((org) => ['TR10', 'TR30', 'RU10'].includes(org.orgunit));
    expect(codes(orderOrganizations(mine, (code) => TURKISH[code], 'TR'))).toEqual(['TR10', 'TR30', 'RU10']);
    expect(codes(orderOrganizations(mine, (code) => TURKISH[code]))).toEqual(['RU10', 'TR10', 'TR30']);
  });

  it('orders namesakes by code and leaves the list it was given alone', () => {
    const twins = [
      { orgunit: 'TR20', displayName: 'Ankara', countryCode: 'TR' },
      { orgunit: 'TR11', displayName: 'Ankara', countryCode: 'TR' },
    ];
    expect(codes(orderOrganizations(twins, (code) => code, 'TR'))).toEqual(['TR11', 'TR20']);
    expect(codes(twins)).toEqual(['TR20', 'TR11']);
  });
});
