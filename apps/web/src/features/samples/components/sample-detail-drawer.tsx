import { Descriptions, Drawer, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SampleItem } from '@fsp/domain';
import { DateTimeText } from '../../../components/date-time-text';
import { PART2_DAY_FORMAT } from '../../../lib/date-formats';
import type { CodeName } from '../../../lib/master-data-name';
import { formatMeterReading } from './sample-columns';

const DRAWER_WIDTH = 520;
const text = (value: string | null) => (value === null || value === '' ? '–' : value);

/**
 * What the drawer shows: a sample row, or a sample as an activity row carries it, which knows no dealer branch and no
 * fluid grade (left out then, rather than shown as empty).
 */
export type SampleDetail = Omit<SampleItem, 'id' | 'schedulerId' | 'dealerBranch' | 'fluidWeight'> & { dealerBranch?: string | null; fluidWeight?: string | null };

/**
 * Everything a sample row carries (spec part 2 §3), the fields the table has no room for too: the job site, the fluid's
 * grade and hours, and the lab's note. Opened from a row (double-click, or Enter on the focused row), here and on the activity history.
 * Test ids: `sample-detail`, each value `sample-detail-{field}`.
 */
export function SampleDetailDrawer({ sample, locale, codeName, onClose }: { sample: SampleDetail | null; locale: string; codeName: CodeName; onClose: () => void }) {
  const { t } = useTranslation();
  const yesNo = (value: boolean | null) => (value === null ? '–' : value ? t('common.yes') : t('common.no'));
  const facts = (s: SampleDetail) => [
    { key: 'sampledDate', label: t('samples.columns.sampledDate'), children: <DateTimeText value={s.sampledDate} dayFormat={PART2_DAY_FORMAT} /> },
    {
      key: 'labNote',
      label: t('samples.detail.labNote'),
      // Near the top, on screen at 1280×720: what the lab says is why a sample is opened. Kept as written, wrapped anywhere.
      children: <Typography.Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text(s.loginNote)}</Typography.Text>,
    },
    { key: 'technician', label: t('samples.columns.technician'), children: s.technicianFullName ? `${s.technicianFullName} (${s.technicianBpNo})` : text(s.technicianBpNo) },
    { key: 'team', label: t('samples.detail.team'), children: text(s.technicianTeamName) },
    { key: 'workOrder', label: t('samples.columns.workOrder'), children: text(s.workOrderNumber) },
    { key: 'customer', label: t('samples.columns.customer'), children: text(s.customer) },
    { key: 'jobSite', label: t('samples.detail.jobSite'), children: text(s.sampleJobSite) },
    ...(s.dealerBranch === undefined ? [] : [{ key: 'dealerBranch', label: t('samples.columns.dealerBranch'), children: text(s.dealerBranch) }]),
    { key: 'shopJobNo', label: t('samples.columns.shopJobNo'), children: text(s.shopJobNo) },
    { key: 'serialNumber', label: t('samples.columns.serialNumber'), children: text(s.serialNumber) },
    { key: 'component', label: t('samples.columns.component'), children: text(codeName('sampleCompartment', s.equipComp, s.equipComp)) },
    { key: 'meterRdg', label: t('samples.columns.meterRdg'), children: formatMeterReading(s.meterRdg, locale) },
    { key: 'fluidChanged', label: t('samples.detail.fluidChanged'), children: yesNo(s.fluidChanged) },
    { key: 'fluidBrand', label: t('samples.detail.fluidBrand'), children: text(s.fluidBrand) },
    ...(s.fluidWeight === undefined ? [] : [{ key: 'fluidGrade', label: t('samples.detail.fluidGrade'), children: text(s.fluidWeight) }]),
    { key: 'hoursOnFluid', label: t('samples.detail.hoursOnFluid'), children: formatMeterReading(s.meterOnFluid, locale) },
    { key: 'mda', label: t('samples.columns.mda'), children: s.isMda ? <Tag color="blue">{t('samples.mda')}</Tag> : t('common.no') },
  ];
  return (
    <Drawer
      open={sample !== null}
      onClose={onClose}
      size={DRAWER_WIDTH}
      title={sample ? t('samples.detail.title', { number: sample.sampleNumber }) : ''}
      destroyOnHidden
      data-testid="sample-detail"
    >
      {sample ? (
        <Descriptions
          bordered
          size="small"
          column={1}
          styles={{ label: { width: 170 } }}
          items={facts(sample).map((fact) => ({ ...fact, children: <span data-testid={`sample-detail-${fact.key}`}>{fact.children}</span> }))}
        />
      ) : null}
    </Drawer>
  );
}
