import { describe, expect, it } from 'vitest';
import type { TechnicianActivityItem } from '@fsp/domain';
import { sampleOfActivity } from './activity-sample';

const row = (over: Partial<TechnicianActivityItem>): TechnicianActivityItem => ({
  id: 1,
  eventType: 'SAMPLE_ADDED',
  subject: 'Oil sample',
  description: null,
  occurredAt: 1_796_629_800_000,
  status: null,
  hasDraft: false,
  hasSims: false,
  hasWorkingHoursUpdate: false,
  draftId: null,
  ciSuggestionId: null,
  workOrderNo: '2000140790',
  customerNumber: null,
  technicianFullName: 'Hasan Kurt',
  technicianOrgunitDisplayName: 'İstanbul Tuzla',
  technicianTeamName: 'Saha Servis 2',
  technicianBpNo: '10000370',
  sampleJobSite: 'Anadolu Yapı Santral',
  shopJobNo: '2000140790',
  serialNumber: 'ZBF42255',
  equipComp: 'FINAL DRIVE RH',
  meterRdg: 41_708,
  sampleNumber: '7100019779',
  fluidChanged: false,
  fluidBrand: 'CAT FDAO SYN',
  meterOnFluid: 617,
  isMda: null,
  loginNote: 'Filtre değişiminden sonra alındı.',
  sampledDate: 1_796_629_800_000,
  schedulerId: null,
  customer: 'Anadolu Yapı San. ve Tic. A.Ş.',
  ...over,
});

describe('sampleOfActivity', () => {
  it("is the sample a sample row is about, its work order as the sample's, without the fields the row does not carry", () => {
    const sample = sampleOfActivity(row({}));
    expect(sample).toMatchObject({ sampleNumber: '7100019779', workOrderNumber: '2000140790', technicianFullName: 'Hasan Kurt', loginNote: 'Filtre değişiminden sonra alındı.', meterOnFluid: 617, isMda: false });
    // Unknown, not empty: the drawer leaves these out instead of showing '–'.
    expect(sample && 'dealerBranch' in sample).toBe(false);
    expect(sample && 'fluidWeight' in sample).toBe(false);
  });

  it('is null for a row about anything but a sample', () => {
    expect(sampleOfActivity(row({ eventType: 'DRAFT_CREATED', sampleNumber: null, sampledDate: null }))).toBeNull();
  });
});
