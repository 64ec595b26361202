import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { Alert, App, Button, Checkbox, DatePicker, Form, InputNumber, List, Modal, Radio, Space, Steps, Switch, Tag, TimePicker, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { CALENDAR_TIME_STEP_MINUTES, previewProblems, type Calendar, type CalendarEntry, type CalendarEntryChange } from '@fsp/domain';
import { useLanguage } from '../../i18n';
import { PART2_DAY_FORMAT, PART2_DAY_PICKER_STYLE, TIME_FORMAT } from '../../lib/date-formats';
import { PART2_DAY_PICKER_FORMATS } from '../../lib/part2-day-picker-formats';
import { StatusRefusal } from '../../components/field-refusal';
import { useChangeCalendar } from './api';
import { formatDay } from '../../lib/locale-data';
import { calendarDayOf } from './calendar-zone';
import { EntryTimes } from './entry-times';
import { deletionOf, entriesDiffer, newValues, planOf, valuesOf, withPrevious, type CalendarEntryWrite, type HoursValues } from './working-hours-plan';
import { useFocusReturn } from '../../components/use-focus-return';
import { HTML_LANG } from '../../i18n/language';
import { useFirstFieldFocus } from '../../components/use-first-field-focus';
import { useConfirmDiscard } from '../../components/use-confirm-discard';
import { openerOrFallback } from './focus-after-removal';
import { focusIfLost } from '../../components/focus-if-lost';

const PREVIEW_PAGE_SIZE = 5;
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export function PreviewList({ plan, calendar }: { plan: CalendarEntryChange[]; calendar: Calendar }) {
  const { t } = useTranslation();
  const locale = HTML_LANG[useLanguage()];
  const problems = previewProblems(plan, calendar.calendarEntries);
  // The day in the calendar's zone, as the month grid places it; with its weekday, which recurring series are chosen by,
  // named as the grid's header and the weekday choice name it (dayjs alone says 'пнд' where they say 'пн').
  const day = (ms: number) => {
    const ymd = calendarDayOf(ms, calendar.timeZone);
    return `${formatDay(ymd, locale, { weekday: 'short' }, 'ddd')}, ${dayjs(ymd).format(PART2_DAY_FORMAT)}`;
  };
  const rows = plan.map((change, i) => ({ change, problem: problems[i], key: `${change.id ?? 'new'}-${i}` }));
  return (
    <List
      size="small"
      bordered
      data-testid="hours-preview"
      dataSource={rows}
      locale={{ emptyText: t('calendars.hours.previewEmpty') }}
      pagination={rows.length > PREVIEW_PAGE_SIZE ? { pageSize: PREVIEW_PAGE_SIZE, size: 'small', showSizeChanger: false } : false}
      renderItem={({ change, problem }) => (
        <List.Item data-testid="hours-preview-item" data-problem={problem ?? (change.deleted ? 'removed' : 'ok')}>
          <Space>
            <Typography.Text delete={change.deleted}>{day(change.startDate)}</Typography.Text>
            <Typography.Text delete={change.deleted}>
              <EntryTimes entry={change} timeZone={calendar.timeZone} />
            </Typography.Text>
          </Space>
          {change.deleted ? <Tag>{t('calendars.hours.removed')}</Tag> : null}
          {problem === 'coincides' ? <Tag color="red">{t('calendars.hours.coincides')}</Tag> : null}
          {problem === 'endDifference' ? <Tag color="red">{t('calendars.hours.endDifference')}</Tag> : null}
        </List.Item>
      )}
    />
  );
}

/**
 * The two-step working-hours dialog (spec part 2 §5): the form, then a preview of every entry it makes
 * (5 per page) marking 'coincides dates' and 'end date difference'; Save is blocked while any is marked
 * and disabled when nothing would be saved. Opened on an entry, it edits this one, this and the
 * following, or all of its series, and can delete with the same choice.
 *
 * It works from the calendar as it was opened (`opened`) and sends each stored entry it changes as it read it, so a
 * save over a colleague's change is refused. A refusal, a change saved meanwhile or the calendar's deletion (`latest`
 * is the calendar as loaded now, undefined once it is gone) is said in the dialog, which keeps what was typed;
 * Reload takes the colleague's change in and recomputes the preview from it.
 */
export function WorkingHoursDialog({
  opened,
  latest,
  chosen: openedOn,
  holidays,
  returnFocusTo,
  onClose,
}: {
  opened: Calendar;
  latest: Calendar | undefined;
  chosen: CalendarEntry | null;
  holidays: ReadonlySet<string>;
  /** Where focus goes on closing when the entry the dialog was opened on was deleted or replaced meanwhile. */
  returnFocusTo: RefObject<HTMLElement | null>;
  onClose: () => void;
}) {
  // Read while rendering, before the dialog takes focus (as useFocusReturn reads its opener).
  const [focusReturn] = useState(() => openerOrFallback(document.activeElement instanceof HTMLElement ? document.activeElement : null, returnFocusTo));
  useFocusReturn(focusReturn);
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const firstField = useFirstFieldFocus();
  const [form] = Form.useForm<HoursValues>();
  const change = useChangeCalendar({ refusalShownByCaller: true });
  const [calendar, setCalendar] = useState(opened);
  const [chosen, setChosen] = useState(openedOn);
  const [refusal, setRefusal] = useState<string | null>(null);
  const gone = latest === undefined;
  const newer = latest !== undefined && entriesDiffer(calendar.calendarEntries, latest.calendarEntries);
  const reload = () => {
    if (!latest) return;
    setCalendar(latest);
    setChosen((entry) => (entry ? (latest.calendarEntries.find((e) => e.id === entry.id) ?? entry) : null));
    setRefusal(null);
  };
  const [initial] = useState(() => (chosen ? valuesOf(chosen, calendar) : newValues(dayjs(calendarDayOf(Date.now(), calendar.timeZone)))));
  const [seriesId] = useState(() => crypto.randomUUID());
  const [step, setStep] = useState<0 | 1>(0);
  // Preview and Back replace the footer's buttons, the one pressed among them: the focus fell to the page's body. It goes
  // to what comes next instead: Save (Back while Save is disabled) on the preview, Preview again on the form. The buttons
  // are kept through callback refs in state, so the effect runs again once the new step's footer has mounted them; their
  // keys make them new buttons (unkeyed, Save took over Preview's button, whose ref antd's Button keeps).
  const [previewButton, setPreviewButton] = useState<HTMLElement | null>(null);
  const [backButton, setBackButton] = useState<HTMLElement | null>(null);
  const [saveButton, setSaveButton] = useState<HTMLElement | null>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    const next = step === 0 ? previewButton : saveButton && (saveButton.matches(':disabled') ? backButton : saveButton);
    if (!next) return;
    shownStep.current = step;
    focusIfLost(next);
  }, [step, previewButton, backButton, saveButton]);
  const [values, setValues] = useState<HoursValues | null>(null);
  // Esc, ✕ or Cancel after changing the form (or from its preview) asks first instead of losing a series being set up.
  const cancel = useConfirmDiscard(() => form.isFieldsTouched() || step === 1, onClose);
  const recurring = Form.useWatch('recurring', form) ?? initial.recurring;
  const scope = Form.useWatch('scope', form) ?? initial.scope;
  const startTime = Form.useWatch('startTime', form) as Dayjs | undefined;
  const endTime = Form.useWatch('endTime', form) as Dayjs | undefined;
  const rollsOver = startTime && endTime && endTime.format(TIME_FORMAT) < startTime.format(TIME_FORMAT);
  const sameTime = startTime && endTime && endTime.format(TIME_FORMAT) === startTime.format(TIME_FORMAT);
  const showRecurrence = chosen ? scope !== 'THIS' : recurring;

  const plan = useMemo(() => (values ? planOf(values, calendar, holidays, chosen, seriesId) : []), [values, calendar, holidays, chosen, seriesId]);
  const hasProblems = previewProblems(plan, calendar.calendarEntries).some((p) => p !== null);

  const save = async (changes: CalendarEntryChange[]) => {
    // The name and country as stored now: a working-hours save must not undo a colleague's rename.
    const { id, name, country } = latest ?? calendar;
    const calendarEntries: CalendarEntryWrite[] = withPrevious(changes, calendar.calendarEntries);
    setRefusal(null);
    const answer = await change.mutateAsync({ id, name, country, calendarEntries }).catch((error: unknown) => {
      if (error instanceof StatusRefusal) setRefusal(error.message);
      return null;
    });
    if (answer) onClose();
  };
  const remove = () => {
    // How many entries go, beside the scope's name: "All records" of a series may be a year of working days.
    const removal = deletionOf(calendar, chosen!, scope);
    void modal.confirm({
      width: 600,
      title: t('calendars.hours.removeTitle'),
      content: (
        <Space orientation="vertical" size={4}>
          <Typography.Text strong>{t(scope === 'ALL' ? 'calendars.hours.scopeAll' : scope === 'THIS' ? 'calendars.hours.scopeThis' : 'calendars.hours.scopeSubsequent')}</Typography.Text>
          <Typography.Text data-testid="hours-remove-count">{t('calendars.hours.removeCount', { count: removal.length })}</Typography.Text>
        </Space>
      ),
      okText: t('calendars.hours.remove'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true, 'data-testid': 'hours-remove-confirm' },
      autoFocusButton: 'cancel',
      onOk: () => save(removal),
    });
  };

  const footer =
    step === 0 ? (
      <Space>
        {chosen ? (
          <Button danger onClick={remove} disabled={gone} data-testid="hours-remove">
            {t('calendars.hours.remove')}
          </Button>
        ) : null}
        <Button onClick={cancel}>{t('common.cancel')}</Button>
        <Button key="preview" ref={setPreviewButton} type="primary" onClick={() => form.submit()} data-testid="hours-preview-open">
          {t('calendars.hours.preview')}
        </Button>
      </Space>
    ) : (
      <Space>
        <Button key="back" ref={setBackButton} onClick={() => setStep(0)} data-testid="hours-back">
          {t('calendars.hours.back')}
        </Button>
        <Button key="save" ref={setSaveButton} type="primary" disabled={plan.length === 0 || hasProblems || gone} loading={change.isPending} onClick={() => void save(plan)} data-testid="hours-save">
          {t('calendars.hours.save')}
        </Button>
      </Space>
    );

  return (
    <Modal {...firstField} open width={640} title={t(chosen ? 'calendars.hours.titleEdit' : 'calendars.hours.titleNew')} onCancel={cancel} footer={footer} destroyOnHidden>
      <DialogNotice gone={gone} refusal={refusal} newer={newer} onReload={reload} />
      <Steps size="small" current={step} style={{ marginBottom: 16 }} items={[{ title: t('calendars.hours.stepForm') }, { title: t('calendars.hours.stepPreview') }]} />
      <div hidden={step !== 0}>
        <Form<HoursValues>
          form={form}
          layout="vertical"
          initialValues={initial}
          onFinish={(v) => {
            setValues({ ...initial, ...v });
            setStep(1);
          }}
        >
          {chosen ? (
            <Form.Item name="scope" label={t('calendars.hours.scope')}>
              <Radio.Group data-testid="hours-scope">
                <Radio value="THIS">{t('calendars.hours.scopeThis')}</Radio>
                <Radio value="THIS_AND_SUBSEQUENT" data-testid="hours-scope-subsequent">
                  {t('calendars.hours.scopeSubsequent')}
                </Radio>
                <Radio value="ALL">{t('calendars.hours.scopeAll')}</Radio>
              </Radio.Group>
            </Form.Item>
          ) : null}
          <Space wrap size={16} align="start">
            <Form.Item name="startDate" label={t('calendars.hours.startDate')} rules={[{ required: true, message: t('validation.required') }]}>
              <DatePicker allowClear={false} format={PART2_DAY_PICKER_FORMATS} style={PART2_DAY_PICKER_STYLE} disabled={!!chosen && scope !== 'THIS'} data-testid="hours-start-date" />
            </Form.Item>
            <Form.Item name="startTime" label={t('calendars.hours.startTime')} rules={[{ required: true, message: t('validation.required') }]}>
              <TimePicker format={TIME_FORMAT} minuteStep={CALENDAR_TIME_STEP_MINUTES} needConfirm={false} allowClear={false} data-testid="hours-start-time" />
            </Form.Item>
            <Form.Item
              name="endTime"
              label={t('calendars.hours.endTime')}
              rules={[{ required: true, message: t('validation.required') }]}
              validateStatus={chosen && sameTime ? 'error' : undefined}
              help={chosen && sameTime ? t('calendars.hours.endNotAfterStart') : rollsOver ? t('calendars.hours.nextDay') : undefined}
            >
              <TimePicker format={TIME_FORMAT} minuteStep={CALENDAR_TIME_STEP_MINUTES} needConfirm={false} allowClear={false} data-testid="hours-end-time" />
            </Form.Item>
          </Space>
          {chosen ? null : (
            <Form.Item name="recurring" label={t('calendars.hours.recurring')} valuePropName="checked">
              <Switch data-testid="hours-recurring" />
            </Form.Item>
          )}
          {showRecurrence ? (
            <>
              <Form.Item name="weekdays" label={t('calendars.hours.weekdays')} rules={[{ required: true, type: 'array', min: 1, message: t('calendars.hours.weekdaysRequired') }]}>
                <WeekdayChoice />
              </Form.Item>
              <Space wrap size={16} align="start">
                <Form.Item name="everyWeeks" label={t('calendars.hours.everyWeeks')} rules={[{ required: true, message: t('validation.required') }]}>
                  <InputNumber min={1} max={52} precision={0} data-testid="hours-every-weeks" />
                </Form.Item>
                <Form.Item
                  name="endDate"
                  label={t('calendars.hours.endDate')}
                  dependencies={['startDate']}
                  rules={[
                    { required: true, message: t('validation.required') },
                    ({ getFieldValue }) => ({
                      validator: (_, v: Dayjs | null) =>
                        !v || !getFieldValue('startDate') || !v.isBefore(getFieldValue('startDate'), 'day') ? Promise.resolve() : Promise.reject(new Error(t('validation.endBeforeStart'))),
                    }),
                  ]}
                >
                  <DatePicker allowClear={false} format={PART2_DAY_PICKER_FORMATS} style={PART2_DAY_PICKER_STYLE} data-testid="hours-end-date" />
                </Form.Item>
              </Space>
            </>
          ) : null}
          <Form.Item name="excludeHolidays" valuePropName="checked" style={{ marginBottom: 0 }}>
            <Checkbox data-testid="hours-exclude-holidays">{t('calendars.hours.excludeHolidays')}</Checkbox>
          </Form.Item>
        </Form>
      </div>
      {step === 1 ? (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {plan.length ? <Typography.Text type="secondary">{t('calendars.hours.previewCount', { count: plan.length })}</Typography.Text> : null}
          {hasProblems ? <Alert type="error" showIcon title={t('calendars.hours.fixProblems')} data-testid="hours-problems" /> : null}
          <PreviewList plan={plan} calendar={calendar} />
        </Space>
      ) : null}
    </Modal>
  );
}

/** Why the dialog cannot save as it stands: the calendar is gone, a save was refused, or someone saved meanwhile (with Reload). */
function DialogNotice({ gone, refusal, newer, onReload }: { gone: boolean; refusal: string | null; newer: boolean; onReload: () => void }) {
  const { t } = useTranslation();
  if (gone) return <Alert type="error" showIcon style={{ marginBottom: 16 }} title={t('calendars.hours.gone')} description={t('calendars.hours.goneKept')} data-testid="hours-gone" />;
  if (!refusal && !newer) return null;
  return (
    <Alert
      type={refusal ? 'error' : 'warning'}
      showIcon
      style={{ marginBottom: 16 }}
      title={refusal ?? t('calendars.hours.changedMeanwhile')}
      description={newer ? t('calendars.hours.reloadKeeps') : undefined}
      action={
        newer ? (
          <Button size="small" onClick={onReload} data-testid="hours-reload">
            {t('calendars.hours.reload')}
          </Button>
        ) : undefined
      }
      data-testid="hours-refusal"
    />
  );
}

/** Monday-first weekday toggles with the names in the interface language. */
function WeekdayChoice({ value, onChange }: { value?: number[]; onChange?: (v: number[]) => void }) {
  const language = useLanguage();
  const locale = HTML_LANG[language];
  // 2024-01-01 was a Monday.
  return (
    <Checkbox.Group
      data-testid="hours-weekdays"
      value={value}
      onChange={(v) => onChange?.(v as number[])}
      options={WEEKDAYS.map((d) => ({ value: d, label: formatDay(`2024-01-${String(d).padStart(2, '0')}`, locale, { weekday: 'short' }, 'ddd') }))}
    />
  );
}
