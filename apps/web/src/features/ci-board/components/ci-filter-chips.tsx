import { CalendarOutlined, ThunderboltOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { OrganizationRef } from '@fsp/domain';
import type { FilterChip } from '../../../components/filter-bar';
import { PART2_DAY_FORMAT } from '../../../lib/date-formats';
import { CI_QUICK_FILTER_REPLACES, type CiFilters } from '../model/filters';
import { labelOf } from '../model/labels';

type Maps = Readonly<Record<string, Record<string, string>>>;
const day = (ymd: string | null) => (ymd ? dayjs(ymd).format(PART2_DAY_FORMAT) : '…');

/**
 * One removable chip per criterion of the applied filter (the quick filter included). `applied` is the filter with the
 * quick filter over it, as the request sends it: a criterion the quick filter replaces has no chip of its own, and a
 * date quick filter names the days it applies.
 */
export function ciFilterChips(t: TFunction, f: CiFilters, applied: CiFilters, maps: Maps, organizations: readonly OrganizationRef[], apply: (next: CiFilters) => void): FilterChip[] {
  const chips: FilterChip[] = [];
  const replaced: readonly (keyof CiFilters)[] = f.quick === null ? [] : CI_QUICK_FILTER_REPLACES[f.quick];
  const add = (key: string, label: string, clear: Partial<CiFilters>, icon?: FilterChip['icon']) => {
    if (Object.keys(clear).some((field) => replaced.includes(field as keyof CiFilters))) return;
    chips.push({ key, label, icon, onClose: () => apply({ ...f, ...clear }) });
  };
  if (f.quick !== null) {
    const quickName = t(`ciBoard.quick.q${f.quick}`);
    const label = replaced.includes('createdStart') ? `${quickName}: ${day(applied.createdStart)} – ${day(applied.createdEnd)}` : quickName;
    chips.push({ key: 'quick', icon: <ThunderboltOutlined />, color: 'purple', label, onClose: () => apply({ ...f, quick: null }) });
  }
  for (const [key, start, end] of [['created', 'createdStart', 'createdEnd'], ['updated', 'updatedStart', 'updatedEnd'], ['due', 'dueStart', 'dueEnd']] as const) {
    if (f[start] || f[end]) add(key, `${t(`ciBoard.filter.${key}`)}: ${day(f[start])} – ${day(f[end])}`, { [start]: null, [end]: null }, <CalendarOutlined />);
  }
  for (const o of f.organizations) {
    add(`org-${o}`, organizations.find((x) => x.orgunit === o)?.displayName ?? o, { organizations: f.organizations.filter((x) => x !== o) });
  }
  if (f.department) add('department', `${t('ciBoard.filter.department')}: ${labelOf(maps.department, f.department)}`, { department: null });
  if (f.userName.trim()) add('user', `${t('ciBoard.filter.userName')}: ${f.userName.trim()}`, { userName: '' });
  if (f.status) add('status', `${t('ciBoard.filter.status')}: ${labelOf(maps.ciStatus, f.status)}`, { status: null });
  if (f.gradingType) add('grading', `${t('ciBoard.filter.grading')}: ${labelOf(maps.ciGradingType, f.gradingType)}`, { gradingType: null });
  if (f.isgType) add('isg', `${t('ciBoard.filter.isgType')}: ${labelOf(maps.ciIsgType, f.isgType)}`, { isgType: null });
  for (const c of f.suggestionTypeList) {
    add(`type-${c}`, maps.ciWasteType?.[c] ?? labelOf(maps.ciIsgType, c), { suggestionTypeList: f.suggestionTypeList.filter((x) => x !== c) });
  }
  if (f.bestPractice !== null) add('best', `${t('ciBoard.filter.bestPractice')}: ${t(f.bestPractice ? 'ciBoard.filter.yes' : 'ciBoard.filter.no')}`, { bestPractice: null });
  if (f.isGraded !== null) add('graded', `${t('ciBoard.filter.graded')}: ${t(f.isGraded ? 'ciBoard.filter.yes' : 'ciBoard.filter.no')}`, { isGraded: null });
  if (f.serialNumber.trim()) add('serial', `${t('ciBoard.filter.serialNumber')}: ${f.serialNumber.trim()}`, { serialNumber: '' });
  if (f.workOrderNo.trim()) add('wo', `${t('ciBoard.filter.workOrderNo')}: ${f.workOrderNo.trim()}`, { workOrderNo: '' });
  return chips;
}
