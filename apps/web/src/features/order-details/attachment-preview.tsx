import { Button, Empty, Modal, Space, Spin, Typography } from 'antd';
import { CloseOutlined, DownloadOutlined, FileOutlined, FilePdfOutlined, SoundOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PREVIEW_MEDIA_WIDTH, PREVIEW_THUMBNAIL_HEIGHT, previewTypeOf, type AttachmentEntry } from '@fsp/domain';
import { useAttachmentBlob, type AttachmentOwner } from './api';
import { useObjectUrl } from './use-object-url';

export interface PreviewFile extends AttachmentEntry {
  owner: AttachmentOwner;
}

export interface AttachmentPreviewProps {
  /** The previewable files of the list (images, pdf, audio, video), in list order. */
  files: readonly PreviewFile[];
  /** The file shown, or null when the overlay is closed. */
  current: PreviewFile | null;
  onSelect: (file: PreviewFile) => void;
  onDownload: (file: PreviewFile) => void;
  /** The shown file is being fetched for saving. */
  downloading: boolean;
  onClose: () => void;
}

/**
 * The attachment preview overlay (spec part 1 §2, §9): images and PDF at full width, audio and video in
 * 430 px frames, a strip of 70 px high thumbnails of the other previewable files, and Close / Download.
 */
export function AttachmentPreview({ files, current, onSelect, onDownload, downloading, onClose }: AttachmentPreviewProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={current !== null}
      onCancel={onClose}
      centered
      width="min(1000px, 92vw)"
      destroyOnHidden
      closable={false}
      title={current ? <Typography.Text ellipsis style={{ maxWidth: '100%' }}>{current.fileName}</Typography.Text> : null}
      footer={
        current ? (
          <Space>
            <Button icon={<DownloadOutlined />} loading={downloading} onClick={() => onDownload(current)} data-testid="attachment-preview-download">
              {t('orderDetails.attachments.download')}
            </Button>
            <Button type="primary" icon={<CloseOutlined />} onClick={onClose} data-testid="attachment-preview-close">
              {t('common.close')}
            </Button>
          </Space>
        ) : null
      }
      data-testid="attachment-preview"
    >
      {current ? (
        <div data-testid="attachment-preview-body" data-file-id={current.id}>
          <PreviewBody file={current} />
          {files.length > 1 ? (
            <div className="od-thumbnails" role="list" aria-label={t('orderDetails.attachments.thumbnails')} style={{ display: 'flex', gap: 8, overflowX: 'auto', marginTop: 16, paddingBottom: 4 }}>
              {files.map((file) => (
                <Thumbnail key={`${file.owner}-${file.id}`} file={file} selected={file.id === current.id} onClick={() => onSelect(file)} />
              ))}
            </div>
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}

function PreviewBody({ file }: { file: PreviewFile }) {
  const { t } = useTranslation();
  const query = useAttachmentBlob(file.id, file.owner);
  const url = useObjectUrl(query.data);
  const type = previewTypeOf(file.fileName, file.extension);
  if (query.isError) return <Empty description={t('orderDetails.attachments.loadFailed')} />;
  if (!url) {
    return (
      <div style={{ minHeight: 200, display: 'grid', placeItems: 'center' }}>
        <Spin />
      </div>
    );
  }
  const frame = { display: 'block', margin: '0 auto' } as const;
  switch (type) {
    case 'image':
      return <img src={url} alt={file.fileName} style={{ ...frame, maxWidth: '100%', maxHeight: '65vh', objectFit: 'contain' }} data-testid="attachment-preview-image" />;
    case 'pdf':
      return <iframe src={url} title={file.fileName} style={{ ...frame, width: '100%', height: '65vh', border: 0 }} data-testid="attachment-preview-pdf" />;
    case 'audio':
      return <audio src={url} controls style={{ ...frame, width: PREVIEW_MEDIA_WIDTH }} data-testid="attachment-preview-audio" />;
    case 'video':
      return <video src={url} controls style={{ ...frame, width: PREVIEW_MEDIA_WIDTH }} data-testid="attachment-preview-video" />;
    default:
      return null;
  }
}

const TYPE_ICONS = { pdf: FilePdfOutlined, audio: SoundOutlined, video: VideoCameraOutlined } as const;

function Thumbnail({ file, selected, onClick }: { file: PreviewFile; selected: boolean; onClick: () => void }) {
  const type = previewTypeOf(file.fileName, file.extension);
  const query = useAttachmentBlob(file.id, file.owner, type === 'image');
  const url = useObjectUrl(type === 'image' ? query.data : null);
  const Icon = type === 'image' ? FileOutlined : (TYPE_ICONS[type as keyof typeof TYPE_ICONS] ?? FileOutlined);
  return (
    <button
      type="button"
      role="listitem"
      onClick={onClick}
      title={file.fileName}
      aria-label={file.fileName}
      aria-current={selected}
      data-testid="attachment-thumbnail"
      style={{
        flex: '0 0 auto',
        height: PREVIEW_THUMBNAIL_HEIGHT + 6,
        minWidth: PREVIEW_THUMBNAIL_HEIGHT + 6,
        padding: 2,
        border: `2px solid ${selected ? '#1677ff' : '#d9d9d9'}`,
        borderRadius: 6,
        background: '#fafafa',
        cursor: 'pointer',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      {url ? (
        <img src={url} alt="" style={{ height: PREVIEW_THUMBNAIL_HEIGHT, maxWidth: PREVIEW_THUMBNAIL_HEIGHT * 2, objectFit: 'cover', display: 'block' }} />
      ) : (
        <span style={{ height: PREVIEW_THUMBNAIL_HEIGHT, width: PREVIEW_THUMBNAIL_HEIGHT, display: 'grid', placeItems: 'center', fontSize: 11, color: '#555' }}>
          <Icon style={{ fontSize: 22 }} />
          {(file.extension ?? '').toUpperCase()}
        </span>
      )}
    </button>
  );
}
