import { useTranslation } from 'react-i18next';
import type { SampleSearchRequest } from '@fsp/domain';
import { ExcelExportButton } from '../../../components/excel-export-button';
import { exportSamples } from '../api';

/** 'YYYYMMDD' as 'YYYY-MM-DD', as the server names the file. */
const isoDay = (day: string) => day.replace(/^(\d{4})(\d{2})(\d{2})$/, '$1-$2-$3');

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
        progress: (kb) => t('samples.export.progress', { kb }),
        done: (file, kb) => t('samples.export.done', { file, kb }),
        failed: (reason) => t('samples.export.failed', { reason }),
      }}
    />
  );
}
