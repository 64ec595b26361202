import { CalendarOutlined, ThunderboltOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { OrganizationRef } from '@fsp/domain';
import type { FilterChip } from '../../../components/filter-bar';
import { PART2_DAY_FORMAT } from '../../../lib/date-formats';
import type { CiFilters } from '../model/filters';
import { labelOf } from '../model/labels';

type Maps = Readonly<Record<string, Record<string, string>>>;
const day = (ymd: string | null) => (ymd ? dayjs(ymd).format(PART2_DAY_FORMAT) : '…');

/** One removable chip per criterion of the applied filter (the quick filter included). */
export function ciFilterChips(t: TFunction, f: CiFilters, maps: Maps, organizations: readonly OrganizationRef[], apply: (next: CiFilters) => void): FilterChip[] {
  const chips: FilterChip[] = [];
  const add = (key: string, label: string, clear: Partial<CiFilters>, icon?: FilterChip['icon']) => chips.push({ key, label, icon, onClose: () => apply({ ...f, ...clear }) });
  if (f.quick !== null) chips.push({ key: 'quick', icon: <ThunderboltOutlined />, color: 'purple', label: t(`ciBoard.quick.q${f.quick}`), onClose: () => apply({ ...f, quick: null }) });
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
