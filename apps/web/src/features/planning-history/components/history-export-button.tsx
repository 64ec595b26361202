import { useEffect, useRef, useState } from 'react';
import { App, Button, Space, Typography } from 'antd';
import { CloseOutlined, FileExcelOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { describeApiError, isApiError } from '../../../lib/api-client';
import { exportHistory } from '../api';
import { formatBytes, historyExportFileName, toHistoryExportRequest, type HistoryFilters } from '../model/filters';

/** Hands a Blob to the browser as a download under the given name. */
function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Excel Export (spec part 1 §2, §7): POST /api/history/export with the applied filter, read as a
 * stream so the bytes received show while it runs; the page stays usable (paging, filtering) and the
 * export can be stopped. The file is saved as report_{start}-{end}.xlsx.
 * Test ids: `history-export`, `history-export-progress` (data-received), `history-export-stop`.
 */
export function HistoryExportButton({ filters, disabled }: { filters: HistoryFilters | null; disabled?: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [received, setReceived] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const run = async () => {
    if (!filters) return;
    const abort = new AbortController();
    controller.current = abort;
    const fileName = historyExportFileName(filters);
    setReceived(0);
    try {
      const blob = await exportHistory(toHistoryExportRequest(filters), (bytes) => setReceived(bytes), abort.signal);
      saveBlob(blob, fileName);
      void message.success(t('planningHistory.export.done', { file: fileName, size: formatBytes(blob.size) }));
    } catch (error) {
      if (!(isApiError(error) && error.kind === 'aborted')) void message.error(t('planningHistory.export.failed', { reason: describeApiError(error) }));
    } finally {
      controller.current = null;
      setReceived(null);
    }
  };

  const running = received !== null;
  return (
    <Space size={6}>
      {running ? (
        <>
          <Typography.Text type="secondary" aria-live="polite" data-testid="history-export-progress" data-received={received}>
            {t('planningHistory.export.progress', { size: formatBytes(received) })}
          </Typography.Text>
          <Button size="small" icon={<CloseOutlined />} onClick={() => controller.current?.abort()} data-testid="history-export-stop">
            {t('planningHistory.export.cancel')}
          </Button>
        </>
      ) : null}
      <Button icon={<FileExcelOutlined />} loading={running} disabled={disabled || !filters} onClick={() => void run()} style={{ color: running ? undefined : '#1d6f42' }} data-testid="history-export">
        {t('planningHistory.export.button')}
      </Button>
    </Space>
  );
}
