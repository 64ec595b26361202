import { Form } from 'antd';
import { Input } from '../../../components/input';
import { Select } from '../../../components/select';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { SERIAL_NUMBER_MAX_LENGTH, quickDateRange } from '@fsp/domain';
import { DateRangeField } from '../../../components/date-range-field';
import { dateRangeErrorText } from '../../../components/date-range-rule';
import { FilterDrawerShell, PART2_FILTER_DRAWER_WIDTH } from '../../../components/filter-drawer-shell';
import { TechnicianSelect } from '../../../components/technician-select';
import { useFilterDrawerValues, type ListFilterDrawerProps } from '../../../components/use-filter-drawer-values';
import type { OrganizationWithTeams } from '../../../api/reference';
import { PART2_DAY_PICKER_FORMATS } from '../../../lib/part2-day-picker-formats';
import { SAMPLE_NUMBER_MAX_LENGTH, emptySampleFilters, validateSampleFilters, type SampleFilters } from '../model/filters';
import { LABEL_SEARCH } from '../../../components/label-search';
import { teamWithOrganization } from '../../../components/team-label';

/**
 * The sample filter (spec part 2 §3, §5): date range (required), teams, one technician, a sample-number range
 * (each ≤ 16), dealer branch, shop job number and serial number (≤ 30).
 */
export function SampleFilterDrawer({ open, filters, organizations, onApply, onClose }: ListFilterDrawerProps<SampleFilters, OrganizationWithTeams>) {
  const { t } = useTranslation();
  const { values, setValues, set, errors, submitted, search, searchOnEnter } = useFilterDrawerValues({ open, filters, validate: validateSampleFilters, onApply });
  const error = (shown: boolean, text: string, testId: string) => (shown ? { validateStatus: 'error' as const, help: <span data-testid={testId}>{text}</span> } : {});
  // A chosen team's tag names its organization too (team names repeat across organizations); the list, grouped by
  // organization, shows the name alone. The search matches either.
  const teamOptions = (organizations ?? []).map((o) => ({ label: o.displayName, options: o.teams.map((team) => ({ value: team.id, label: teamWithOrganization({ name: team.name, organization: o }), name: team.name })) }));
  const tooLong = (max: number) => t('validation.tooLong', { max });

  return (
    <FilterDrawerShell
      width={PART2_FILTER_DRAWER_WIDTH}
      testIdPrefix="samples"
      open={open}
      title={t('samples.filterTitle')}
      onClose={onClose}
      onReset={() => setValues(emptySampleFilters(quickDateRange('today', dayjs().format('YYYY-MM-DD'))))}
      onSearch={search}
    >
      <Form layout="vertical">
        <Form.Item
          label={t('listFilters.dateRange')}
          required
          {...error(submitted && errors.date !== undefined, errors.date ? dateRangeErrorText(t, errors.date) : '', 'samples-error-date')}
        >
          <DateRangeField testIdPrefix="samples-date" format={PART2_DAY_PICKER_FORMATS} value={values} invalid={submitted && errors.date !== undefined} onChange={(range) => set(range)} onPressEnter={searchOnEnter} />
        </Form.Item>
        <Form.Item htmlFor="samples-teams" label={t('listFilters.teams')}>
          <Select id="samples-teams" mode="multiple" allowClear showSearch={LABEL_SEARCH} placeholder={t('samples.teamsPlaceholder')} value={values.teams} options={teamOptions} optionRender={(option) => (option.data as { name?: string }).name ?? option.label} onChange={(teams: number[]) => set({ teams })} data-testid="samples-teams" />
        </Form.Item>
        <Form.Item htmlFor="samples-technician" label={t('activity.technician')}>
          <TechnicianSelect id="samples-technician" testId="samples-technician" value={values.bpNo ? [values.bpNo] : []} onChange={(bpNos) => set({ bpNo: bpNos.at(-1) ?? null })} />
        </Form.Item>
        <Form.Item htmlFor="samples-start-number" label={t('samples.firstSampleNumber')} {...error(errors.startSampleNumber !== undefined, tooLong(SAMPLE_NUMBER_MAX_LENGTH), 'samples-error-start-number')}>
          <Input id="samples-start-number" allowClear value={values.startSampleNumber} onChange={(e) => set({ startSampleNumber: e.target.value })} onPressEnter={searchOnEnter} data-testid="samples-start-number" />
        </Form.Item>
        <Form.Item
          htmlFor="samples-end-number"
          label={t('samples.lastSampleNumber')}
          {...error(errors.endSampleNumber !== undefined, errors.endSampleNumber === 'beforeStart' ? t('samples.rangeOrder') : tooLong(SAMPLE_NUMBER_MAX_LENGTH), 'samples-error-end-number')}
        >
          <Input id="samples-end-number" allowClear value={values.endSampleNumber} onChange={(e) => set({ endSampleNumber: e.target.value })} onPressEnter={searchOnEnter} data-testid="samples-end-number" />
        </Form.Item>
        <Form.Item htmlFor="samples-dealer-branch" label={t('samples.columns.dealerBranch')}>
          <Input id="samples-dealer-branch" allowClear maxLength={100} value={values.dealerBranch} onChange={(e) => set({ dealerBranch: e.target.value })} onPressEnter={searchOnEnter} data-testid="samples-dealer-branch" />
        </Form.Item>
        <Form.Item htmlFor="samples-shop-job" label={t('samples.columns.shopJobNo')}>
          <Input id="samples-shop-job" allowClear maxLength={40} value={values.shopJobNo} onChange={(e) => set({ shopJobNo: e.target.value })} onPressEnter={searchOnEnter} data-testid="samples-shop-job" />
        </Form.Item>
        <Form.Item htmlFor="samples-serial" label={t('listFilters.serialNumber')} {...error(errors.serialNumber !== undefined, tooLong(SERIAL_NUMBER_MAX_LENGTH), 'samples-error-serial')}>
          <Input id="samples-serial" allowClear value={values.serialNumber} onChange={(e) => set({ serialNumber: e.target.value })} onPressEnter={searchOnEnter} data-testid="samples-serial" />
        </Form.Item>
      </Form>
    </FilterDrawerShell>
  );
}
