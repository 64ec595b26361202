import { Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { SampleItem } from '@fsp/domain';
import { DateTimeText } from '../../../components/date-time-text';
import { PART2_DAY_FORMAT } from '../../../lib/date-formats';
import { numberFormat } from '../../../lib/locale-data';
import type { CodeName } from '../../../lib/master-data-name';

const text = (value: string | null) => (value === null || value === '' ? '–' : value);

/** A meter reading in the reader's number format (ru 41 708, tr 41.708), as planning shows numbers; '–' when none. */
export function formatMeterReading(value: number | null, locale: string): string {
  return value === null ? '–' : numberFormat(locale).format(value);
}

/** A line cut with an ellipsis: serial and job numbers have no space to wrap at. */
const ONE_LINE = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
const SECONDARY = { display: 'block', fontSize: 12 } as const;

/**
 * Two fields in one column: the first as the row's text, the second below it, small and grey (a technician's team,
 * a job's dealer branch, a machine's component). `cut`: each stays on one line, cut with an ellipsis, with its whole
 * text as its title (shown on hover).
 */
function Paired({ main, detail, cut = false }: { main: string; detail: string; cut?: boolean }) {
  const line = cut ? ONE_LINE : undefined;
  return (
    <>
      <div style={line} title={cut ? main : undefined}>
        {main}
      </div>
      <Typography.Text type="secondary" style={{ ...SECONDARY, ...line }} title={cut ? detail : undefined}>
        {detail}
      </Typography.Text>
    </>
  );
}

/**
 * Column widths (px, with the cell's 16 px of padding) that fit the longest content in all five languages: a date on
 * one line with the longest month ('28 თებერვალი 2026'), ten-digit numbers, the longest word of each header.
 * The customer takes what is left, at least CUSTOMER_MIN_WIDTH.
 */
const WIDTHS = { sampleNumber: 100, sampledDate: 152, technician: 132, workOrder: 104, shopJob: 104, machine: 140, meterRdg: 94, fluid: 132, mda: 60 };
const CUSTOMER_MIN_WIDTH = 150;
/**
 * The narrowest the table gets before it scrolls sideways: it fits 1600 px with the side menu open and 1280 px with
 * it folded; 1280 px with the menu open scrolls, the sample number fixed on the left.
 */
export const SAMPLE_TABLE_MIN_WIDTH = Object.values(WIDTHS).reduce((sum, width) => sum + width, CUSTOMER_MIN_WIDTH);

/**
 * The sample table's columns (spec part 2 §3): number, date, technician, order, customer, shop job (with its dealer
 * branch), machine (serial number with the component), meter, fluid, MDA; `locale` an HTML language tag.
 */
export function sampleColumns(t: TFunction, locale: string, codeName: CodeName): TableColumnsType<SampleItem> {
  return [
    { key: 'sampleNumber', title: t('samples.columns.sampleNumber'), width: WIDTHS.sampleNumber, fixed: 'left', render: (_, r) => <Typography.Text strong data-testid="sample-number">{r.sampleNumber}</Typography.Text> },
    { key: 'sampledDate', title: t('samples.columns.sampledDate'), width: WIDTHS.sampledDate, render: (_, r) => <DateTimeText value={r.sampledDate} dayFormat={PART2_DAY_FORMAT} testId="sample-date" /> },
    { key: 'technician', title: t('samples.columns.technician'), width: WIDTHS.technician, render: (_, r) => <Paired main={text(r.technicianFullName)} detail={r.technicianTeamName ?? ''} /> },
    { key: 'workOrderNumber', title: t('samples.columns.workOrder'), width: WIDTHS.workOrder, render: (_, r) => text(r.workOrderNumber) },
    // No width: the column takes the table's room left over.
    { key: 'customer', title: t('samples.columns.customer'), ellipsis: true, render: (_, r) => text(r.customer) },
    {
      key: 'shopJob',
      title: <Paired main={t('samples.columns.shopJobNo')} detail={t('samples.columns.dealerBranch')} />,
      width: WIDTHS.shopJob,
      render: (_, r) => <Paired main={text(r.shopJobNo)} detail={text(r.dealerBranch)} cut />,
    },
    {
      key: 'machine',
      title: <Paired main={t('samples.columns.serialNumber')} detail={t('samples.columns.component')} />,
      width: WIDTHS.machine,
      render: (_, r) => <Paired main={text(r.serialNumber)} detail={text(codeName('sampleCompartment', r.equipComp, r.equipComp))} cut />,
    },
    { key: 'meterRdg', title: t('samples.columns.meterRdg'), width: WIDTHS.meterRdg, align: 'right', render: (_, r) => formatMeterReading(r.meterRdg, locale) },
    {
      key: 'fluid',
      title: t('samples.columns.fluid'),
      width: WIDTHS.fluid,
      render: (_, r) => (
        <>
          {r.fluidChanged ? <Tag color="green">{t('samples.fluidChanged')}</Tag> : null}
          {text(r.fluidBrand)}
        </>
      ),
    },
    { key: 'isMda', title: t('samples.columns.mda'), width: WIDTHS.mda, render: (_, r) => (r.isMda ? <Tag color="blue">{t('samples.mda')}</Tag> : null) },
  ];
}
