import { Form, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateRangeField } from '../../../components/date-range-field';
import { FilterDrawerShell, PART2_FILTER_DRAWER_WIDTH } from '../../../components/filter-drawer-shell';
import { OrganizationTree, type TreeOrganizationRef } from '../../../components/organization-tree';
import { useFilterDrawerValues } from '../../../components/use-filter-drawer-values';
import { PART2_DAY_PICKER_FORMATS } from '../../../lib/part2-day-picker-formats';
import { criteriaError, criteriaErrorText, type StatisticsCriteria } from '../model/criteria';

const validateCriteria = (criteria: StatisticsCriteria): { range?: NonNullable<ReturnType<typeof criteriaError>> } => {
  const range = criteriaError(criteria);
  return range ? { range } : {};
};

/**
 * The statistics search drawer (spec part 2 §2): a required date range with quick ranges, the
 * organizations tree grouped by country with select all / remove all, Reset form and Search.
 */
export function StatisticsFilterDrawer({
  open,
  criteria,
  defaults,
  organizations,
  onApply,
  onClose,
}: {
  open: boolean;
  criteria: StatisticsCriteria;
  defaults: StatisticsCriteria;
  organizations: readonly TreeOrganizationRef[] | undefined;
  onApply: (criteria: StatisticsCriteria) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { values, setValues, errors, submitted, search, searchOnEnter } = useFilterDrawerValues({ open, filters: criteria, validate: validateCriteria, onApply });
  const error = errors.range ?? null;

  return (
    // On the date range, the one required criterion: after it come only the organizations, whose search a keyboard user
    // rarely needs and which had to be left with Shift+Tab past every quick range to reach the dates.
    <FilterDrawerShell testIdPrefix="statistics" width={PART2_FILTER_DRAWER_WIDTH} open={open} datesFirst title={t('statistics.filterTitle')} onClose={onClose} onReset={() => setValues(defaults)} onSearch={search}>
      <Form layout="vertical" onFinish={search}>
        <Form.Item
          label={t('statistics.dateRange')}
          required
          validateStatus={submitted && error ? 'error' : undefined}
          help={submitted && error ? <span data-testid="statistics-error-date">{criteriaErrorText(t, error)}</span> : undefined}
        >
          <DateRangeField testIdPrefix="statistics" format={PART2_DAY_PICKER_FORMATS} value={values.range} invalid={submitted && error !== null} onChange={(range) => setValues((v) => ({ ...v, range }))} onPressEnter={searchOnEnter} />
        </Form.Item>
        <Form.Item label={t('listFilters.organizations')} extra={values.organizations.length === 0 ? t('statistics.allOrganizations') : undefined}>
          {organizations ? (
            <OrganizationTree
              testIdPrefix="statistics-org"
              organizations={organizations}
              value={values.organizations}
              onChange={(orgs) => setValues((v) => ({ ...v, organizations: orgs }))}
              onSearchEnter={searchOnEnter}
            />
          ) : (
            <Skeleton active title={false} paragraph={{ rows: 4 }} />
          )}
        </Form.Item>
      </Form>
    </FilterDrawerShell>
  );
}
