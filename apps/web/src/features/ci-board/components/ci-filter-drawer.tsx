import { Col, DatePicker, Form, Row } from 'antd';
import { Input } from '../../../components/input';
import { Select } from '../../../components/select';
import dayjs, { type Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { CI_STATUSES, SERIAL_NUMBER_MAX_LENGTH, type OrganizationRef } from '@fsp/domain';
import { PART2_FILTER_DRAWER_WIDTH, FilterDrawerShell } from '../../../components/filter-drawer-shell';
import { useFilterDrawerValues } from '../../../components/use-filter-drawer-values';
import { PART2_DAY_PICKER_FORMATS } from '../../../lib/part2-day-picker-formats';
import { emptyCiFilters, validateCiFilters, type CiFilters } from '../model/filters';
import { sortedOptions } from '../model/labels';
import { LABEL_SEARCH } from '../../../components/label-search';

type Maps = Readonly<Record<string, Record<string, string>>>;
const day = (v: string | null) => (v ? dayjs(v) : null);
const ymd = (v: Dayjs | null) => (v ? v.format('YYYY-MM-DD') : null);
const yesNo = (t: TFunction) => [
  { value: 'true', label: t('ciBoard.filter.yes') },
  { value: 'false', label: t('ciBoard.filter.no') },
];
const boolOf = (v: string | undefined) => (v === undefined ? null : v === 'true');

/**
 * The CI filter drawer (spec part 2 §3 "CI list filter", §5 "CI filter"): created, updated and due date
 * ranges whose end pickers cannot precede the start (and start pickers not follow the end), organizations,
 * department, user, status, grading, ISG and suggestion types, best practice, graded, serial, work order.
 */
export function CiFilterDrawer({ open, filters, organizations, maps, onApply, onClose }: { open: boolean; filters: CiFilters; organizations: readonly OrganizationRef[]; maps: Maps; onApply: (f: CiFilters) => void; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { values, setValues, set, errors, search, searchOnEnter } = useFilterDrawerValues({ open, filters, validate: validateCiFilters, onApply });
  const lang = i18n.language;
  const range = (key: 'created' | 'updated' | 'due', startKey: keyof CiFilters, endKey: keyof CiFilters) => {
    const start = values[startKey] as string | null;
    const end = values[endKey] as string | null;
    return (
      <Form.Item label={t(`ciBoard.filter.${key}`)} validateStatus={errors[key] ? 'error' : undefined} help={errors[key] ? t('validation.endBeforeStart') : undefined}>
        <Row gutter={8}>
          <Col span={12}>
            <DatePicker
              style={{ width: '100%' }}
              format={PART2_DAY_PICKER_FORMATS}
              placeholder={t('ciBoard.filter.start')}
              value={day(start)}
              disabledDate={(d) => end !== null && d.format('YYYY-MM-DD') > end}
              onChange={(d) => set({ [startKey]: ymd(d) } as Partial<CiFilters>)}
              data-testid={`ci-filter-${key}-start`}
            />
          </Col>
          <Col span={12}>
            <DatePicker
              style={{ width: '100%' }}
              format={PART2_DAY_PICKER_FORMATS}
              placeholder={t('ciBoard.filter.end')}
              value={day(end)}
              disabledDate={(d) => start !== null && d.format('YYYY-MM-DD') < start}
              onChange={(d) => set({ [endKey]: ymd(d) } as Partial<CiFilters>)}
              data-testid={`ci-filter-${key}-end`}
            />
          </Col>
        </Row>
      </Form.Item>
    );
  };
  const allTypes = [...sortedOptions(maps.ciWasteType, lang), ...sortedOptions(maps.ciIsgType, lang)];
  return (
    <FilterDrawerShell testIdPrefix="ci" width={PART2_FILTER_DRAWER_WIDTH} open={open} title={t('ciBoard.filter.title')} onClose={onClose} onReset={() => setValues(emptyCiFilters(dayjs().format('YYYY-MM-DD')))} onSearch={search}>
      <Form layout="vertical">
        {range('created', 'createdStart', 'createdEnd')}
        {range('updated', 'updatedStart', 'updatedEnd')}
        {range('due', 'dueStart', 'dueEnd')}
        <Form.Item htmlFor="ci-filter-organizations" label={t('ciBoard.filter.organizations')}>
          <Select
            id="ci-filter-organizations"
            mode="multiple"
            allowClear
            value={values.organizations}
            options={organizations.map((o) => ({ value: o.orgunit, label: o.displayName })).sort((a, b) => a.label.localeCompare(b.label, lang))}
            showSearch={LABEL_SEARCH}
            onChange={(organizations: string[]) => set({ organizations })}
            data-testid="ci-filter-organizations"
          />
        </Form.Item>
        <Row gutter={8}>
          <Col span={12}>
            <Form.Item htmlFor="ci-filter-department" label={t('ciBoard.filter.department')}>
              <Select id="ci-filter-department" allowClear value={values.department ?? undefined} options={sortedOptions(maps.department, lang)} onChange={(v?: string) => set({ department: v ?? null })} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item htmlFor="ci-filter-user" label={t('ciBoard.filter.userName')}>
              <Input id="ci-filter-user" allowClear maxLength={100} value={values.userName} onChange={(e) => set({ userName: e.target.value })} onPressEnter={searchOnEnter} data-testid="ci-filter-user" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item htmlFor="ci-filter-status" label={t('ciBoard.filter.status')}>
              <Select
                id="ci-filter-status"
                allowClear
                value={values.status ?? undefined}
                options={CI_STATUSES.map((s) => ({ value: s, label: maps.ciStatus?.[s] ?? s })).sort((a, b) => a.label.localeCompare(b.label, lang))}
                onChange={(v?: CiFilters['status']) => set({ status: v ?? null })}
                data-testid="ci-filter-status"
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item htmlFor="ci-filter-grading" label={t('ciBoard.filter.grading')}>
              <Select id="ci-filter-grading" allowClear value={values.gradingType ?? undefined} options={sortedOptions(maps.ciGradingType, lang)} onChange={(v?: string) => set({ gradingType: v ?? null })} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item htmlFor="ci-filter-isg-type" label={t('ciBoard.filter.isgType')}>
              <Select id="ci-filter-isg-type" allowClear value={values.isgType ?? undefined} options={sortedOptions(maps.ciIsgType, lang)} onChange={(v?: string) => set({ isgType: v ?? null })} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item htmlFor="ci-filter-types" label={t('ciBoard.filter.types')}>
              <Select id="ci-filter-types" mode="multiple" allowClear value={values.suggestionTypeList} options={allTypes} showSearch={LABEL_SEARCH} onChange={(v: string[]) => set({ suggestionTypeList: v })} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item htmlFor="ci-filter-best-practice" label={t('ciBoard.filter.bestPractice')}>
              <Select id="ci-filter-best-practice" allowClear value={values.bestPractice === null ? undefined : String(values.bestPractice)} options={yesNo(t)} onChange={(v?: string) => set({ bestPractice: boolOf(v) })} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item htmlFor="ci-filter-graded" label={t('ciBoard.filter.graded')}>
              <Select id="ci-filter-graded" allowClear value={values.isGraded === null ? undefined : String(values.isGraded)} options={yesNo(t)} onChange={(v?: string) => set({ isGraded: boolOf(v) })} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item htmlFor="ci-filter-serial-number" label={t('ciBoard.filter.serialNumber')}>
              <Input id="ci-filter-serial-number" allowClear maxLength={SERIAL_NUMBER_MAX_LENGTH} value={values.serialNumber} onChange={(e) => set({ serialNumber: e.target.value })} onPressEnter={searchOnEnter} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item htmlFor="ci-filter-work-order-no" label={t('ciBoard.filter.workOrderNo')}>
              <Input id="ci-filter-work-order-no" allowClear maxLength={10} value={values.workOrderNo} onChange={(e) => set({ workOrderNo: e.target.value.replace(/\D/g, '') })} onPressEnter={searchOnEnter} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </FilterDrawerShell>
  );
}
