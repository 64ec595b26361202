import type { TechnicianActivityItem } from '@fsp/domain';
import type { SampleDetail } from '../../samples';

/**
 * The oil sample an activity row is about (a sample taken, spec part 2 §3 "Activity row"), for the sample drawer that
 * the sample search opens too; null for a row about anything else. Such a row has no assignment to open: without it
 * a double-click or Enter on the row did nothing.
 */
export function sampleOfActivity(row: TechnicianActivityItem): SampleDetail | null {
  if (row.sampleNumber === null || row.sampledDate === null) return null;
  return {
    sampleNumber: row.sampleNumber,
    sampledDate: row.sampledDate,
    technicianBpNo: row.technicianBpNo,
    technicianFullName: row.technicianFullName,
    technicianTeamName: row.technicianTeamName,
    workOrderNumber: row.workOrderNo,
    customer: row.customer,
    sampleJobSite: row.sampleJobSite,
    shopJobNo: row.shopJobNo,
    serialNumber: row.serialNumber,
    equipComp: row.equipComp,
    meterRdg: row.meterRdg,
    fluidChanged: row.fluidChanged,
    fluidBrand: row.fluidBrand,
    meterOnFluid: row.meterOnFluid,
    isMda: row.isMda ?? false,
    loginNote: row.loginNote,
  };
}
