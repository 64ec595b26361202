import { useEffect, useRef, useState } from 'react';
import { App, Button, Space, Typography } from 'antd';
import { CloseOutlined, FileExcelOutlined } from '@ant-design/icons';
import { describeApiError, isApiError } from '../lib/api-client';
import { saveBlob } from '../lib/save-blob';
import { useLanguage } from '../i18n';
import { HTML_LANG } from '../i18n/language';
import { exportKilobytes } from './export-size';

export interface ExcelExportTexts {
  button: string;
  cancel: string;
  /** `kilobytes`: the size so far in whole kilobytes, in the reader's number format (the unit is the text's). */
  progress: (kilobytes: string) => string;
  done: (fileName: string, kilobytes: string) => string;
  failed: (reason: string) => string;
}

/**
 * A streamed Excel export: the bytes received show while it runs, the page stays usable (paging,
 * filtering) and the export can be stopped; the file is saved under `fileName`. Null `start` disables it.
 * Test ids: `{testId}`, `{testId}-progress` (data-received), `{testId}-stop`.
 */
export function ExcelExportButton({
  start,
  fileName,
  texts,
  testId,
  disabled,
}: {
  start: ((onProgress: (bytes: number) => void, signal: AbortSignal) => Promise<Blob>) | null;
  fileName: string;
  texts: ExcelExportTexts;
  testId: string;
  disabled?: boolean;
}) {
  const { message } = App.useApp();
  const locale = HTML_LANG[useLanguage()];
  const [received, setReceived] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const run = async () => {
    if (!start) return;
    const abort = new AbortController();
    controller.current = abort;
    setReceived(0);
    try {
      const blob = await start(setReceived, abort.signal);
      saveBlob(blob, fileName);
      void message.success(texts.done(fileName, exportKilobytes(blob.size, locale)));
    } catch (error) {
      if (!(isApiError(error) && error.kind === 'aborted')) void message.error(texts.failed(describeApiError(error)));
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
          <Typography.Text type="secondary" aria-live="polite" data-testid={`${testId}-progress`} data-received={received}>
            {texts.progress(exportKilobytes(received, locale))}
          </Typography.Text>
          <Button size="small" icon={<CloseOutlined />} onClick={() => controller.current?.abort()} data-testid={`${testId}-stop`}>
            {texts.cancel}
          </Button>
        </>
      ) : null}
      <Button icon={<FileExcelOutlined />} loading={running} disabled={disabled || !start} onClick={() => void run()} style={{ color: running ? undefined : '#1d6f42' }} data-testid={testId}>
        {texts.button}
      </Button>
    </Space>
  );
}
