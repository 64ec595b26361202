import { describe, expect, it } from 'vitest';
import type { DraftWorkOrder } from '@fsp/domain';
import { masterDataName, type CodeName } from '../../../lib/master-data-name';
import { plannedCodes } from './planned-codes';

const russian: CodeName = (map, code, carried) =>
  masterDataName({ orderType: { ZS03: 'Плановое ТО' }, component: { '4150': 'Ходовая часть' }, jobCode: { '040': 'Осмотр' } }, map, code, carried);
const draft = (fields: Partial<DraftWorkOrder>) =>
  ({ planningCode: 'ZS03', planningComponentCode: '4150', planningComponentCodeTxt: 'Undercarriage', planningJobCode: '040', planningJobCodeTxt: 'Inspect', ...fields }) as DraftWorkOrder;

describe('plannedCodes', () => {
  it("names the planned order type, component and job in the reader's language, with their codes", () => {
    expect(plannedCodes(draft({}), russian)).toEqual({ code: 'ZS03 Плановое ТО', component: '4150 Ходовая часть', job: '040 Осмотр' });
  });

  it('falls back to the name the draft carries, then to the code alone; no code, the carried text', () => {
    expect(plannedCodes(draft({ planningCode: 'ZS99', planningComponentCode: '9999', planningJobCode: '777', planningJobCodeTxt: null }), russian)).toEqual({
      code: 'ZS99',
      component: '9999 Undercarriage',
      job: '777',
    });
    expect(plannedCodes(draft({ planningCode: null, planningComponentCode: null, planningJobCode: null, planningJobCodeTxt: null }), russian)).toEqual({
      code: null,
      component: 'Undercarriage',
      job: null,
    });
  });
});
