import { useTranslation } from 'react-i18next';
import { ExcelExportButton } from '../../../components/excel-export-button';
import { exportHistory } from '../api';
import { historyExportFileName, toHistoryExportRequest, type HistoryFilters } from '../model/filters';

/**
 * Excel Export (spec part 1 §2, §7): POST /api/history/export with the applied filter, streamed and
 * stoppable; saved as report_{start}-{end}.xlsx. Test ids: `history-export`, `history-export-progress`, `history-export-stop`.
 */
export function HistoryExportButton({ filters, disabled }: { filters: HistoryFilters | null; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <ExcelExportButton
      start={filters ? (onProgress, signal) => exportHistory(toHistoryExportRequest(filters), onProgress, signal) : null}
      fileName={filters ? historyExportFileName(filters) : ''}
      testId="history-export"
      disabled={disabled}
      texts={{
        button: t('planningHistory.export.button'),
        cancel: t('planningHistory.export.cancel'),
        progress: (kb) => t('planningHistory.export.progress', { kb }),
        done: (file, kb) => t('planningHistory.export.done', { file, kb }),
        failed: (reason) => t('planningHistory.export.failed', { reason }),
      }}
    />
  );
}
