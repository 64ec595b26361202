import { useMemo, useRef, useState } from 'react';
import { App, Button, Space, Table, Tag, Tooltip } from 'antd';
import { DownloadOutlined, EyeOutlined, FileImageOutlined, FileOutlined, FilePdfOutlined, FileTextOutlined, SoundOutlined, VideoCameraOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ORDER_DETAILS_PAGE_SIZE, downloadFileName, previewTypeOf, type AttachmentPreviewType } from '@fsp/domain';
import { QueryState } from '../../components/query-state';
import { VisuallyHidden } from '../../components/visually-hidden';
import { PART1_DATE_TIME_FORMAT } from '../../lib/date-formats';
import { fetchAttachment, useDraftAttachments, useScheduleDetail } from './api';
import { AttachmentPreview, type PreviewFile } from './attachment-preview';
import { saveBlob } from '../../lib/save-blob';
import { TabEmpty } from './tab-empty';

const ICONS: Record<AttachmentPreviewType, typeof FileOutlined> = {
  image: FileImageOutlined,
  pdf: FilePdfOutlined,
  audio: SoundOutlined,
  video: VideoCameraOutlined,
  download: FileTextOutlined,
  unknown: FileOutlined,
};

const isPreviewable = (type: AttachmentPreviewType) => type !== 'download' && type !== 'unknown';

/**
 * The item's files (GET /api/schedules/{id} attachmentList) and, for an item made from a draft, the draft's
 * files (GET /api/draft/attachments/{draftId}), 15 per page. Opening a file previews it; XML downloads. Without an
 * item (a draft of the draft list) only the draft's files are listed.
 */
export function AttachmentsTab({ itemId, draftId }: { itemId: number | null; draftId: number | null }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const schedule = useScheduleDetail(itemId);
  const draft = useDraftAttachments(draftId);
  const [current, setCurrent] = useState<PreviewFile | null>(null);
  // Files being fetched for saving (up to 2 minutes for a large one): their buttons spin, and another click on one starts no second fetch.
  const [downloading, setDownloading] = useState<ReadonlySet<string>>(new Set());
  const running = useRef(new Set<string>());
  const keyOf = (file: PreviewFile) => `${file.owner}-${file.id}`;

  const rows = useMemo<PreviewFile[]>(
    () => [...(schedule.data?.attachmentList ?? []).map((a) => ({ ...a, owner: 'assignment' as const })), ...(draft.data ?? []).map((a) => ({ ...a, owner: 'draft' as const }))],
    [schedule.data, draft.data],
  );
  const previewable = useMemo(() => rows.filter((row) => isPreviewable(previewTypeOf(row.fileName, row.extension))), [rows]);

  const download = async (file: PreviewFile) => {
    const key = keyOf(file);
    if (running.current.has(key)) return;
    running.current.add(key);
    setDownloading(new Set(running.current));
    try {
      saveBlob(await fetchAttachment(file.id, file.owner), downloadFileName(file.fileName, file.extension));
    } catch {
      // The API client has shown the error.
    } finally {
      running.current.delete(key);
      setDownloading(new Set(running.current));
    }
  };
  const open = (file: PreviewFile) => {
    const type = previewTypeOf(file.fileName, file.extension);
    if (type === 'download') {
      void download(file);
      return;
    }
    if (type === 'unknown') {
      // Spec part 1 §8: an unknown attachment type is logged only; the row's download button still works.
      console.warn(`Attachment ${file.id} (${file.fileName}) has no preview type`);
      void message.info(t('orderDetails.attachments.noPreview'));
      return;
    }
    setCurrent(file);
  };

  return (
    <QueryState query={itemId !== null ? schedule : draft} errorTitle={t('orderDetails.loadFailed')}>
      <>
        <Table<PreviewFile>
          size="small"
          rowKey={keyOf}
          loading={(itemId !== null && schedule.isPending) || (draftId !== null && draft.isPending)}
          dataSource={rows}
          pagination={{ pageSize: ORDER_DETAILS_PAGE_SIZE, showSizeChanger: false, hideOnSinglePage: true }}
          locale={{ emptyText: <TabEmpty testId="order-attachments-empty">{t('orderDetails.attachments.empty')}</TabEmpty> }}
          data-testid="order-attachments-table"
          onRow={(row) => ({ 'data-testid': 'order-attachment-row', 'data-file-name': row.fileName }) as React.HTMLAttributes<HTMLElement>}
          columns={[
            {
              key: 'fileName',
              title: t('orderDetails.attachments.fileName'),
              render: (_, row) => {
                const type = previewTypeOf(row.fileName, row.extension);
                const Icon = ICONS[type];
                return (
                  <Space size={6}>
                    <Icon />
                    <Button type="link" size="small" style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }} onClick={() => open(row)} data-testid="order-attachment-open">
                      {row.fileName}
                    </Button>
                    {row.owner === 'draft' ? <Tag>{t('orderDetails.attachments.fromDraft')}</Tag> : null}
                  </Space>
                );
              },
            },
            { key: 'createdFullname', title: t('orderDetails.attachments.createdBy'), width: 150, render: (_, row) => row.createdFullname },
            { key: 'createdAt', title: t('orderDetails.attachments.createdAt'), width: 130, render: (_, row) => dayjs(row.createdAt).format(PART1_DATE_TIME_FORMAT) },
            {
              key: 'actions',
              title: <VisuallyHidden>{t('orderDetails.attachments.actions')}</VisuallyHidden>,
              width: 80,
              render: (_, row) => (
                <Space size={0}>
                  {isPreviewable(previewTypeOf(row.fileName, row.extension)) ? (
                    <Tooltip title={t('orderDetails.attachments.preview')}>
                      <Button type="text" size="small" icon={<EyeOutlined />} aria-label={t('orderDetails.attachments.preview')} onClick={() => open(row)} data-testid="order-attachment-preview" />
                    </Tooltip>
                  ) : null}
                  <Tooltip title={t('orderDetails.attachments.download')}>
                    <Button type="text" size="small" icon={<DownloadOutlined />} loading={downloading.has(keyOf(row))} aria-label={t('orderDetails.attachments.download')} onClick={() => void download(row)} data-testid="order-attachment-download" />
                  </Tooltip>
                </Space>
              ),
            },
          ]}
        />
        <AttachmentPreview files={previewable} current={current} onSelect={setCurrent} onDownload={(file) => void download(file)} downloading={current !== null && downloading.has(keyOf(current))} onClose={() => setCurrent(null)} />
      </>
    </QueryState>
  );
}
