/**
 * Attachment preview (spec part 1 §2 "attachment preview overlay", §8, §9): which overlay a file opens by
 * its name, and the content types the server may send for it.
 */

export type AttachmentPreviewKind = 'image' | 'pdf' | 'audio' | 'video';
/** 'download': the file is saved instead of previewed (XML); 'unknown': nothing opens, the type is only logged. */
export type AttachmentPreviewType = AttachmentPreviewKind | 'download' | 'unknown';

/** Spec §9: preview types png, jpg, jpeg, gif, svg, pdf, mp3, mp4, wav. */
export const PREVIEW_TYPES: Readonly<Record<string, AttachmentPreviewKind>> = {
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  gif: 'image',
  svg: 'image',
  pdf: 'pdf',
  mp3: 'audio',
  wav: 'audio',
  mp4: 'video',
};

/** Spec §8: XML previews trigger a download. */
export const DOWNLOAD_ONLY_TYPES: readonly string[] = ['xml'];

/** Audio and video frames are 430 px wide; thumbnails 70 px high (spec §9). */
export const PREVIEW_MEDIA_WIDTH = 430;
export const PREVIEW_THUMBNAIL_HEIGHT = 70;

/**
 * The content type the server sends per extension: the allow-list. A stored file whose extension is not
 * listed, or whose recorded type disagrees, is sent as application/octet-stream (a download, never rendered).
 */
export const ATTACHMENT_CONTENT_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  mp4: 'video/mp4',
  xml: 'application/xml',
};
export const FALLBACK_CONTENT_TYPE = 'application/octet-stream';

/**
 * The lower-case extension of a file: the stored extension when given (with or without a dot), else the
 * part of the file name after the last dot; null when there is none.
 */
export function attachmentExtension(fileName: string | null | undefined, extension?: string | null): string | null {
  const given = (extension ?? '').trim().replace(/^\.+/, '').toLowerCase();
  if (given) return given;
  const name = (fileName ?? '').trim();
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || dot === name.length - 1) return null;
  return name.slice(dot + 1).toLowerCase();
}

export function previewTypeOf(fileName: string | null | undefined, extension?: string | null): AttachmentPreviewType {
  const ext = attachmentExtension(fileName, extension);
  if (ext === null) return 'unknown';
  if (DOWNLOAD_ONLY_TYPES.includes(ext)) return 'download';
  return PREVIEW_TYPES[ext] ?? 'unknown';
}

/** The content type to send for a stored file: the allow-listed type of its extension when the recorded type agrees. */
export function servedContentType(fileName: string, extension: string | null, recordedType: string | null | undefined): string {
  const ext = attachmentExtension(fileName, extension);
  const allowed = ext ? ATTACHMENT_CONTENT_TYPES[ext] : undefined;
  const recorded = (recordedType ?? '').split(';')[0].trim().toLowerCase();
  if (!allowed) return FALLBACK_CONTENT_TYPE;
  // text/xml and application/xml name the same thing.
  if (recorded === allowed || (allowed === 'application/xml' && recorded === 'text/xml')) return allowed;
  return FALLBACK_CONTENT_TYPE;
}

/** The name shown and used when saving: the file name, with the extension appended when the name lacks it. */
export function downloadFileName(fileName: string, extension: string | null): string {
  const ext = attachmentExtension(null, extension);
  if (!ext) return fileName;
  return fileName.toLowerCase().endsWith(`.${ext}`) ? fileName : `${fileName}.${ext}`;
}
