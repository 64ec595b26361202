import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ORDER_DETAILS_PAGE_SIZE, type SosSample } from '@fsp/domain';
import { QueryState } from '../../components/query-state';
import { PART1_DATE_TIME_FORMAT } from '../../lib/date-formats';
import { useSamples } from './api';
import { TabEmpty } from './tab-empty';
import { WideTable } from './wide-table';

/**
 * Oil samples (SOS) of the work order, GET /api/samplesWo/{orderNumber}, newest first, 15 per page; the sample number
 * stays in view while the other columns scroll sideways. Without samples only the empty state shows, as on the SIMS tab.
 */
export function SosTab({ orderNumber }: { orderNumber: string }) {
  const { t } = useTranslation();
  const query = useSamples(orderNumber);
  const yesNo = (value: boolean | null) => (value === null ? '' : value ? t('common.yes') : t('common.no'));
  return (
    <QueryState query={query} errorTitle={t('orderDetails.loadFailed')}>
      {query.data?.length === 0 ? (
        <TabEmpty testId="order-sos-empty">{t('orderDetails.sos.empty')}</TabEmpty>
      ) : (
        <WideTable<SosSample>
          size="small"
          rowKey="sampleNumber"
          loading={query.isPending}
          dataSource={query.data ?? []}
          pagination={{ pageSize: ORDER_DETAILS_PAGE_SIZE, showSizeChanger: false, hideOnSinglePage: true }}
          data-testid="order-sos-table"
          columns={[
            { key: 'sampleNumber', title: t('orderDetails.sos.sampleNumber'), dataIndex: 'sampleNumber', width: 110, fixed: 'left' },
            { key: 'sampledDate', title: t('orderDetails.sos.sampledDate'), width: 130, render: (_, row) => dayjs(row.sampledDate).format(PART1_DATE_TIME_FORMAT) },
            { key: 'equipComp', title: t('orderDetails.sos.compartment'), dataIndex: 'equipComp', width: 120 },
            { key: 'meterRdg', title: t('orderDetails.sos.meter'), dataIndex: 'meterRdg', width: 80, align: 'right' },
            { key: 'fluidChanged', title: t('orderDetails.sos.fluidChanged'), width: 90, render: (_, row) => yesNo(row.fluidChanged) },
            { key: 'fluidBrand', title: t('orderDetails.sos.fluidBrand'), dataIndex: 'fluidBrand', width: 130 },
            { key: 'fluidWeight', title: t('orderDetails.sos.fluidWeight'), dataIndex: 'fluidWeight', width: 80 },
            { key: 'meterOnFluid', title: t('orderDetails.sos.meterOnFluid'), dataIndex: 'meterOnFluid', width: 90, align: 'right' },
            { key: 'technicianFullName', title: t('orderDetails.sos.technician'), dataIndex: 'technicianFullName', width: 130 },
            { key: 'loginNote', title: t('orderDetails.sos.note'), dataIndex: 'loginNote', width: 220 },
          ]}
        />
      )}
    </QueryState>
  );
}
