import { useEffect, useMemo, useRef } from 'react';
import { Alert, Button, Checkbox, DatePicker, Drawer, Form, Skeleton, Space } from 'antd';
import { Select } from '../../../components/select';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { PLANNING_DATE_PRESETS, planningPresetRange, type OptionalDateRange } from '@fsp/domain';
import type { OrganizationWithTeams } from '../../../api/reference';
import { OPEN_PLAN_RANGE, type PlanningFilters } from '../model/filters';
import { TeamTree } from '../../../components/team-tree';
import { useFirstFilterFieldFocus } from '../../../components/use-first-field-focus';
import { PART1_DAY_PICKER_FORMATS, PART1_WEEKDAY_PICKER_FORMATS } from '../../../lib/date-formats';
import { LABEL_SEARCH } from '../../../components/label-search';
import { useOrderedOrganizations } from '../../../components/ordered-organizations';
import { drawerSync, rebaseDrawerEdits } from '../../../components/drawer-edits';

const YMD = 'YYYY-MM-DD';
/** Spec part 1 §9: the filter drawer is 500, 550 or 600 px wide. */
export const FILTER_DRAWER_WIDTH = 550;

interface FormValues {
  date: Dayjs | null;
  organizationEnabled: boolean;
  organizations: string[];
  teamIds: number[];
  remember: boolean;
  /** The range picker's value: either end may be empty (open). */
  planRange: [Dayjs | null, Dayjs | null];
}

const toPicker = (range: OptionalDateRange): [Dayjs | null, Dayjs | null] => [range.start ? dayjs(range.start) : null, range.end ? dayjs(range.end) : null];
const fromPicker = (value: [Dayjs | null, Dayjs | null] | null | undefined): OptionalDateRange => ({
  start: value?.[0]?.format(YMD) ?? null,
  end: value?.[1]?.format(YMD) ?? null,
});

function toFormValues(filters: PlanningFilters | null): FormValues {
  return {
    date: filters ? dayjs(filters.date) : dayjs().startOf('day'),
    organizationEnabled: filters?.organizationEnabled ?? false,
    organizations: filters?.organizations ?? [],
    teamIds: filters?.teamIds ?? [],
    remember: filters?.remember ?? false,
    planRange: toPicker(filters?.planRange ?? OPEN_PLAN_RANGE),
  };
}

/**
 * The planning filter drawer (spec part 1 §2, §5): planning date (required), the date-range presets, the optional
 * organization filter behind its checkbox, the team tree (required), and remember-my-selection. The presets set the
 * range of plan dates of the Work orders tab (the screen's one date range), never the planning day
 * (docs/decisions/0022, "The filter's date ranges").
 */
export function FilterDrawer({
  open,
  filters,
  organizations,
  loadingTeams,
  onApply,
  onClose,
}: {
  open: boolean;
  filters: PlanningFilters | null;
  organizations: readonly OrganizationWithTeams[] | undefined;
  loadingTeams: boolean;
  onApply: (filters: PlanningFilters) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const firstField = useFirstFilterFieldFocus(open);
  const organizationEnabled = Form.useWatch('organizationEnabled', form) ?? false;
  const selectedOrganizations = Form.useWatch('organizations', form);
  const planRange = fromPicker(Form.useWatch('planRange', form));

  // A fresh copy when it opens; while open, teams the board drops (out of scope once the organizations load) leave
  // the user's edits in place.
  const synced = useRef({ open: false, applied: filters });
  useEffect(() => {
    const before = synced.current;
    synced.current = { open, applied: filters };
    const sync = drawerSync(before, open, filters);
    if (sync === 'copy') form.setFieldsValue(toFormValues(filters));
    else if (sync === 'rebase') form.setFieldsValue(rebaseDrawerEdits(toFormValues(before.applied), toFormValues(filters), form.getFieldsValue(true) as FormValues));
  }, [open, filters, form]);

  const orgs = useOrderedOrganizations(organizations);
  const treeOrganizations = useMemo(
    () => (organizationEnabled && selectedOrganizations && selectedOrganizations.length > 0 ? orgs.filter((o) => selectedOrganizations.includes(o.orgunit)) : orgs),
    [orgs, organizationEnabled, selectedOrganizations],
  );
  const noTeam = organizations !== undefined && orgs.every((org) => org.teams.length === 0);

  const today = dayjs().format(YMD);

  const submit = (values: FormValues) => {
    const known = new Set(treeOrganizations.flatMap((org) => org.teams.map((team) => team.id)));
    const enabled = values.organizationEnabled && values.organizations.length > 0;
    onApply({
      date: (values.date ?? dayjs()).format(YMD),
      // Teams of organizations that the organization filter left out are dropped.
      teamIds: values.teamIds.filter((id) => known.has(id)),
      organizationEnabled: enabled,
      organizations: enabled ? values.organizations : [],
      remember: values.remember,
      planRange: fromPicker(values.planRange),
    });
  };

  return (
    <Drawer
      {...firstField}
      open={open}
      onClose={onClose}
      placement="left"
      size={FILTER_DRAWER_WIDTH}
      title={t('planning.filters.title')}
      // Rendered at its first opening and kept (not forceRender: a portal rendered before it opens stays on
      // @rc-component/portal's Escape stack under every later one, so Escape never closed it).
      destroyOnHidden={false}
      // The board gives the focus back at once (hooks/use-filter-drawer.ts), not after the closing animation.
      focusable={{ focusTriggerAfterClose: false }}
      data-testid="planning-filter-drawer"
      footer={
        <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>{t('planning.filters.cancel')}</Button>
          <Button type="primary" onClick={() => form.submit()} data-testid="planning-filter-apply">
            {t('planning.filters.apply')}
          </Button>
        </Space>
      }
    >
      {noTeam ? <Alert type="warning" showIcon title={t('planning.filters.noTeam')} style={{ marginBottom: 16 }} data-testid="planning-no-team" /> : null}
      <Form<FormValues> form={form} layout="vertical" initialValues={toFormValues(filters)} onFinish={submit}>
        <Form.Item label={t('planning.filters.date')} required style={{ marginBottom: 8 }}>
          <Form.Item name="date" noStyle rules={[{ required: true, message: t('validation.dateRequired') }]}>
            <DatePicker
              style={{ width: '100%' }}
              format={PART1_WEEKDAY_PICKER_FORMATS}
              data-testid="planning-filter-date"
            />
          </Form.Item>
        </Form.Item>
        <Form.Item label={t('planningWorkOrders.filterRange')} extra={t('planningWorkOrders.filterRangeHint')}>
          <Form.Item name="planRange" noStyle>
            <DatePicker.RangePicker
              style={{ width: '100%', marginBottom: 8 }}
              format={PART1_DAY_PICKER_FORMATS}
              allowEmpty={[true, true]}
              placeholder={[t('planningWorkOrders.planStart'), t('planningWorkOrders.planEnd')]}
              data-testid="planning-filter-plan-range"
            />
          </Form.Item>
          <Space size={[6, 6]} wrap>
            {PLANNING_DATE_PRESETS.map((value) => {
              const range = planningPresetRange(value, today);
              const chosen = range.start === planRange.start && range.end === planRange.end;
              return (
                <Button
                  key={value}
                  size="small"
                  type={chosen ? 'primary' : 'default'}
                  aria-pressed={chosen}
                  onClick={() => form.setFieldValue('planRange', toPicker(range))}
                  data-testid={`planning-preset-${value}`}
                >
                  {t(`planning.presets.${value}`)}
                </Button>
              );
            })}
          </Space>
        </Form.Item>
        <Form.Item name="organizationEnabled" valuePropName="checked" style={{ marginBottom: 8 }}>
          <Checkbox data-testid="planning-filter-org-enabled">{t('planning.filters.organizationEnabled')}</Checkbox>
        </Form.Item>
        <Form.Item
          name="organizations"
          label={t('planning.filters.organization')}
          hidden={!organizationEnabled}
          rules={[{ required: organizationEnabled, message: t('validation.selectRequired') }]}
        >
          <Select
            mode="multiple"
            allowClear
            placeholder={t('planning.filters.organizationPlaceholder')}
            options={orgs.map((org) => ({ value: org.orgunit, label: `${org.displayName} (${org.orgunit})` }))}
            showSearch={LABEL_SEARCH}
            data-testid="planning-filter-org"
          />
        </Form.Item>
        <Form.Item
          name="teamIds"
          label={t('planning.filters.teams')}
          required
          rules={[{ validator: (_, value: number[] | undefined) => (value && value.length > 0 ? Promise.resolve() : Promise.reject(new Error(t('planning.filters.teamRequired')))) }]}
        >
          {loadingTeams ? <Skeleton active title={false} paragraph={{ rows: 6 }} /> : <TeamTree organizations={treeOrganizations} />}
        </Form.Item>
        <Form.Item name="remember" valuePropName="checked">
          <Checkbox data-testid="planning-filter-remember">{t('planning.filters.remember')}</Checkbox>
        </Form.Item>
      </Form>
    </Drawer>
  );
}
