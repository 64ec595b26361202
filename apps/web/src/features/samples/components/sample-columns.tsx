import { Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { SampleItem } from '@fsp/domain';
import { DateTimeText } from '../../../components/date-time-text';
import { PART2_DAY_FORMAT } from '../../../lib/date-formats';
import { numberFormat } from '../../../lib/locale-data';

const text = (value: string | number | null) => (value === null || value === '' ? '–' : value);

/** A meter reading in the reader's number format (ru 41 708, tr 41.708), as planning shows numbers; '–' when none. */
export function formatMeterReading(value: number | null, locale: string): string {
  return value === null ? '–' : numberFormat(locale).format(value);
}

/** The sample table's columns (spec part 2 §3): number, date, technician, order, machine, fluid; `locale` an HTML language tag. */
export function sampleColumns(t: TFunction, locale: string): TableColumnsType<SampleItem> {
  return [
    { key: 'sampleNumber', title: t('samples.columns.sampleNumber'), width: 150, fixed: 'left', render: (_, r) => <Typography.Text strong data-testid="sample-number">{r.sampleNumber}</Typography.Text> },
    { key: 'sampledDate', title: t('samples.columns.sampledDate'), width: 150, render: (_, r) => <DateTimeText value={r.sampledDate} dayFormat={PART2_DAY_FORMAT} testId="sample-date" /> },
    {
      key: 'technician',
      title: t('samples.columns.technician'),
      width: 200,
      render: (_, r) => (
        <>
          <div>{text(r.technicianFullName)}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {r.technicianTeamName}
          </Typography.Text>
        </>
      ),
    },
    { key: 'workOrderNumber', title: t('samples.columns.workOrder'), width: 120, render: (_, r) => text(r.workOrderNumber) },
    { key: 'customer', title: t('samples.columns.customer'), width: 200, ellipsis: true, render: (_, r) => text(r.customer) },
    { key: 'dealerBranch', title: t('samples.columns.dealerBranch'), width: 140, render: (_, r) => text(r.dealerBranch) },
    { key: 'shopJobNo', title: t('samples.columns.shopJobNo'), width: 120, render: (_, r) => text(r.shopJobNo) },
    { key: 'serialNumber', title: t('samples.columns.serialNumber'), width: 150, render: (_, r) => text(r.serialNumber) },
    { key: 'equipComp', title: t('samples.columns.component'), width: 130, render: (_, r) => text(r.equipComp) },
    { key: 'meterRdg', title: t('samples.columns.meterRdg'), width: 110, align: 'right', render: (_, r) => formatMeterReading(r.meterRdg, locale) },
    {
      key: 'fluid',
      title: t('samples.columns.fluid'),
      width: 170,
      render: (_, r) => (
        <>
          {r.fluidChanged ? <Tag color="green">{t('samples.fluidChanged')}</Tag> : null}
          {text(r.fluidBrand)}
        </>
      ),
    },
    { key: 'isMda', title: t('samples.columns.mda'), width: 70, render: (_, r) => (r.isMda ? <Tag color="blue">{t('samples.mda')}</Tag> : null) },
  ];
}
