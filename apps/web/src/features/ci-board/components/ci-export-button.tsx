import { useTranslation } from 'react-i18next';
import type { CiExportRequest } from '@fsp/domain';
import { ExcelExportButton } from '../../../components/excel-export-button';
import { exportCiBoard } from '../api';
import { ciExportFileName } from '../model/filters';

/**
 * Excel export (spec part 2 §7): the applied filter without paging, saved as report_{start}-{end}.xlsx.
 * Never rendered for users whose only role is CI_BOARD_USER. Like the other exports it shows its progress,
 * can be stopped, and reports the saved file or the failure (a silent failure left users waiting for nothing).
 * Test ids: `ci-export`, `ci-export-progress`, `ci-export-stop`.
 */
export function CiExportButton({ request }: { request: CiExportRequest | null }) {
  const { t } = useTranslation();
  return (
    <ExcelExportButton
      start={request ? (onProgress, signal) => exportCiBoard(request, onProgress, signal) : null}
      fileName={request ? ciExportFileName(request) : ''}
      testId="ci-export"
      texts={{
        button: t('ciBoard.export'),
        cancel: t('ciBoard.exportFeedback.cancel'),
        progress: (kb) => t('ciBoard.exportFeedback.progress', { kb }),
        done: (file, kb) => t('ciBoard.exportFeedback.done', { file, kb }),
        failed: (reason) => t('ciBoard.exportFeedback.failed', { reason }),
      }}
    />
  );
}
