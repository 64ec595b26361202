import { useEffect, useRef, useState } from 'react';
import { Button } from 'antd';
import { FileExcelOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CiExportRequest } from '@fsp/domain';
import { saveBlob } from '../../../lib/save-blob';
import { exportCiBoard } from '../api';
import { ciExportFileName } from '../model/filters';

/**
 * Excel export (spec part 2 §7): the applied filter without paging, saved as report_{start}-{end}.xlsx.
 * Never rendered for users whose only role is CI_BOARD_USER; failures are swallowed and the spinner ends (§8).
 */
export function CiExportButton({ request }: { request: CiExportRequest | null }) {
  const { t } = useTranslation();
  const [running, setRunning] = useState(false);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  const run = async () => {
    if (!request) return;
    const abort = new AbortController();
    controller.current = abort;
    setRunning(true);
    try {
      const blob = await exportCiBoard(request, abort.signal);
      saveBlob(blob, ciExportFileName(request));
    } catch {
      // Spec part 2 §8: export failures are swallowed silently; the spinner ends.
    } finally {
      controller.current = null;
      setRunning(false);
    }
  };
  return (
    <Button icon={<FileExcelOutlined />} loading={running} disabled={!request} onClick={() => void run()} style={{ color: running ? undefined : '#1d6f42' }} data-testid="ci-export">
      {t('ciBoard.export')}
    </Button>
  );
}
