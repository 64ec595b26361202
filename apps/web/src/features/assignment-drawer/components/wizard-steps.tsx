import { Alert, Button, Checkbox, Descriptions, Empty, Form, Radio, Space, Steps, Table, Tag, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { WIZARD_PAGE_SIZE, WIZARD_STEPS, type WizardEntryMode, type WizardModes, type WizardTask, type WizardTaskError } from '@fsp/domain';
import { PART1_DATE_TIME_FORMAT, PART1_DAY_FORMAT, TIME_FORMAT } from '../../../lib/date-formats';

/** The wizard's own options (spec part 1 §2 "Advanced wizard"); the order, technicians and times are the drawer form's. */
export interface WizardSettings {
  mode: WizardEntryMode;
  repetitive: boolean;
  excludeWeekends: boolean;
  excludeHolidays: boolean;
}

export function WizardSteps({ step }: { step: number }) {
  const { t } = useTranslation();
  return (
    <Steps
      size="small"
      current={step}
      style={{ marginBottom: 20 }}
      items={WIZARD_STEPS.map((key) => ({ key, title: t(`planningWizard.steps.${key}`) }))}
      data-testid="wizard-steps"
    />
  );
}

/** Entry mode (single or multiple tasks) and, for multiple tasks, the repetitive options. */
export function WizardModeFields({ settings, modes, onChange }: { settings: WizardSettings; modes: WizardModes; onChange: (patch: Partial<WizardSettings>) => void }) {
  const { t } = useTranslation();
  const repetitive = settings.mode === 'multiple' && settings.repetitive;
  return (
    <>
      <Form.Item label={t('planningWizard.entry')} required>
        <Radio.Group value={settings.mode} onChange={(e) => onChange({ mode: e.target.value as WizardEntryMode })} data-testid="wizard-mode">
          {modes.single ? (
            <Radio value="single" data-testid="wizard-mode-single">
              {t('planningWizard.single')}
            </Radio>
          ) : null}
          {modes.multiple ? (
            <Radio value="multiple" data-testid="wizard-mode-multiple">
              {t('planningWizard.multiple')}
            </Radio>
          ) : null}
        </Radio.Group>
      </Form.Item>
      {settings.mode === 'multiple' && modes.repetitive ? (
        <Form.Item extra={repetitive ? t('planningWizard.repetitiveHelp') : undefined}>
          <Space orientation="vertical" size={4}>
            <Checkbox checked={settings.repetitive} onChange={(e) => onChange({ repetitive: e.target.checked })} data-testid="wizard-repetitive">
              {t('planningWizard.repetitive')}
            </Checkbox>
            {repetitive ? (
              <Space size={24} style={{ paddingLeft: 24 }} wrap>
                <Checkbox checked={settings.excludeWeekends} onChange={(e) => onChange({ excludeWeekends: e.target.checked })} data-testid="wizard-exclude-weekends">
                  {t('planningWizard.excludeWeekends')}
                </Checkbox>
                <Checkbox checked={settings.excludeHolidays} onChange={(e) => onChange({ excludeHolidays: e.target.checked })} data-testid="wizard-exclude-holidays">
                  {t('planningWizard.excludeHolidays')}
                </Checkbox>
              </Space>
            ) : null}
          </Space>
        </Form.Item>
      ) : null}
    </>
  );
}

/** The data list step: each task with its error, 5 per page, each removable. */
export function WizardTaskList({
  tasks,
  errors,
  technicianName,
  errorText,
  onRemove,
}: {
  tasks: readonly WizardTask[];
  errors: ReadonlyMap<string, WizardTaskError>;
  technicianName: (bpNo: string) => string;
  errorText: (error: WizardTaskError) => string;
  onRemove: (key: string) => void;
}) {
  const { t } = useTranslation();
  const errorCount = tasks.filter((task) => errors.has(task.key)).length;
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      {errorCount > 0 ? <Alert type="error" showIcon title={t('planningWizard.tasksHaveErrors', { count: errorCount })} data-testid="wizard-task-errors" /> : null}
      <Table<WizardTask>
        data-testid="wizard-task-table"
        rowKey="key"
        size="small"
        dataSource={[...tasks]}
        pagination={{ pageSize: WIZARD_PAGE_SIZE, showSizeChanger: false, hideOnSinglePage: true, showTotal: (total) => t('planningWizard.total', { count: total }) }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('planningWizard.noTasks')} /> }}
        onRow={(task) => ({ 'data-testid': 'wizard-task-row', 'data-key': task.key, 'data-technician': task.technicianId, 'data-start': task.startDate, 'data-error': errors.get(task.key) ?? '' }) as React.HTMLAttributes<HTMLTableRowElement>}
        columns={[
          { key: 'technician', title: t('planningDrawer.technician'), render: (_, task) => technicianName(task.technicianId) },
          { key: 'day', title: t('planningWizard.day'), width: 140, render: (_, task) => dayjs(task.startDate).format(`ddd, ${PART1_DAY_FORMAT}`) },
          { key: 'start', title: t('planningDrawer.start'), width: 70, render: (_, task) => dayjs(task.startDate).format(TIME_FORMAT) },
          {
            key: 'end',
            title: t('planningDrawer.end'),
            width: 70,
            // An end on another day (a night shift) shows its date.
            render: (_, task) => dayjs(task.endDate).format(dayjs(task.endDate).isSame(task.startDate, 'day') ? TIME_FORMAT : PART1_DATE_TIME_FORMAT),
          },
          {
            key: 'check',
            title: t('planningWizard.check'),
            render: (_, task) => {
              const error = errors.get(task.key);
              return error ? (
                <Typography.Text type="danger" data-testid="wizard-task-error">
                  {errorText(error)}
                </Typography.Text>
              ) : (
                <Tag color="green">{t('planningWizard.ok')}</Tag>
              );
            },
          },
          {
            key: 'remove',
            width: 48,
            render: (_, task) => (
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('planningWizard.remove')}
                title={t('planningWizard.remove')}
                onClick={() => onRemove(task.key)}
                data-testid="wizard-task-remove"
              />
            ),
          },
        ]}
      />
    </Space>
  );
}

/** The approve step: what will be added. */
export function WizardApprove({ orderLabel, tasks, technicianName }: { orderLabel: string; tasks: readonly WizardTask[]; technicianName: (bpNo: string) => string }) {
  const { t } = useTranslation();
  if (tasks.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('planningWizard.noTasks')} data-testid="wizard-approve-empty" />;
  const perTechnician = new Map<string, WizardTask[]>();
  for (const task of tasks) perTechnician.set(task.technicianId, [...(perTechnician.get(task.technicianId) ?? []), task]);
  const first = Math.min(...tasks.map((task) => task.startDate));
  const last = Math.max(...tasks.map((task) => task.endDate));
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }} data-testid="wizard-approve">
      <Alert type="info" showIcon title={t('planningWizard.approveHint', { count: tasks.length })} />
      <Descriptions
        bordered
        size="small"
        column={1}
        styles={{ label: { width: 170 } }}
        items={[
          { key: 'order', label: t('planningDrawer.order'), children: orderLabel },
          { key: 'count', label: t('planningWizard.taskCount'), children: <span data-testid="wizard-approve-count">{tasks.length}</span> },
          { key: 'range', label: t('planningWizard.range'), children: `${dayjs(first).format(PART1_DATE_TIME_FORMAT)} – ${dayjs(last).format(PART1_DATE_TIME_FORMAT)}` },
          ...[...perTechnician].map(([bpNo, list]) => ({
            key: `t-${bpNo}`,
            label: technicianName(bpNo),
            children: list.map((task) => dayjs(task.startDate).format('DD.MM')).join(', '),
          })),
        ]}
      />
    </Space>
  );
}
