/** Training/vacation kinds and work areas of the demo service centres. */
import type { trainingVacations, workAreas } from '../../db/schema';
import { TRAINING_VACATIONS, WORK_AREAS } from '../texts';
import { isoDay } from '../time';
import type { World } from '../world';
import type { TrainingVacation, WorkArea } from './planning';

export function generateTrainingVacations(world: World): TrainingVacation[] {
  const result: TrainingVacation[] = [];
  for (const country of ['TR', 'RU', 'KZ', 'AZ', 'KG']) {
    for (const spec of TRAINING_VACATIONS) {
      result.push({
        id: result.length + 1,
        spec,
        countryCode: country,
        allowedFrom: spec.window ? world.today + spec.window[0] : null,
        allowedTo: spec.window ? world.today + spec.window[1] : null,
      });
    }
  }
  return result;
}

export function trainingVacationRows(list: TrainingVacation[]): (typeof trainingVacations.$inferInsert)[] {
  return list.map((tv) => {
    const lang = tv.countryCode === 'TR' ? 'tr' : tv.countryCode === 'AZ' ? 'az' : 'ru';
    return {
      id: tv.id,
      name: tv.spec.name[lang],
      description: tv.spec.description[lang],
      type: tv.spec.type,
      laborType: tv.spec.laborType,
      laborTypeText: tv.spec.laborTypeText[lang],
      countryCode: tv.countryCode,
      allowedFrom: tv.allowedFrom === null ? null : isoDay(tv.allowedFrom),
      allowedTo: tv.allowedTo === null ? null : isoDay(tv.allowedTo),
      maxDaysPerAssignment: tv.spec.maxDays,
    };
  });
}

export function generateWorkAreas(): WorkArea[] {
  const result: WorkArea[] = [];
  for (const [orgunit, names] of Object.entries(WORK_AREAS)) {
    names.forEach((areaName, i) => result.push({ areaId: result.length + 1, orgunit, areaName, field: i === names.length - 1 }));
  }
  return result;
}

export function workAreaRows(list: WorkArea[]): (typeof workAreas.$inferInsert)[] {
  return list.map(({ areaId, orgunit, areaName }) => ({ areaId, orgunit, areaName }));
}
