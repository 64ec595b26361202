import type { DraftWorkOrder } from '@fsp/domain';
import type { CodeName } from '../../../lib/master-data-name';

/** A code with its name in the reader's language (the code list's map), else the name the draft carries. */
function codeWithName(codeName: CodeName, map: 'orderType' | 'component' | 'jobCode', code: string | null, carried: string | null): string | null {
  if (!code) return carried;
  const name = codeName(map, code, carried);
  return name && name !== code ? `${code} ${name}` : code;
}

/** The planned order type, component and job of a draft, each as "code name" in the reader's language (the draft carries no order type text). */
export function plannedCodes(draft: DraftWorkOrder, codeName: CodeName): { code: string | null; component: string | null; job: string | null } {
  return {
    code: codeWithName(codeName, 'orderType', draft.planningCode, null),
    component: codeWithName(codeName, 'component', draft.planningComponentCode, draft.planningComponentCodeTxt),
    job: codeWithName(codeName, 'jobCode', draft.planningJobCode, draft.planningJobCodeTxt),
  };
}
