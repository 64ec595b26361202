import { useTranslation } from 'react-i18next';
import type { SampleSearchRequest } from '@fsp/domain';
import { ExcelExportButton } from '../../../components/excel-export-button';
import { exportSamples } from '../api';

/** 'YYYYMMDD' as 'YYYY-MM-DD', as the server names the file. */
const isoDay = (day: string) => day.replace(/^(\d{4})(\d{2})(\d{2})$/, '$1-$2-$3');

const kilobytes = (bytes: number) => Math.max(1, Math.round(bytes / 1024));

/**
 * Excel export of the filtered samples, streamed and stoppable; saved as samples_{start}-{end}.xlsx (YYYY-MM-DD).
 * Test ids: `samples-export`, `samples-export-progress`, `samples-export-stop`.
 */
export function SampleExportButton({ request }: { request: SampleSearchRequest | null }) {
  const { t } = useTranslation();
  const filter = request ? (({ index: _index, limit: _limit, ...rest }) => rest)(request) : null;
  return (
    <ExcelExportButton
      start={filter ? (onProgress, signal) => exportSamples(filter, onProgress, signal) : null}
      fileName={filter ? `samples_${isoDay(filter.startDate)}-${isoDay(filter.endDate)}.xlsx` : ''}
      testId="samples-export"
      texts={{
        button: t('samples.export.button'),
        cancel: t('samples.export.cancel'),
        progress: (bytes) => t('samples.export.progress', { kb: kilobytes(bytes) }),
        done: (file, bytes) => t('samples.export.done', { file, kb: kilobytes(bytes) }),
        failed: (reason) => t('samples.export.failed', { reason }),
      }}
    />
  );
}
