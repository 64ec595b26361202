/**
 * A Content-Disposition value that is safe for any stored file name (RFC 6266 with RFC 8187 filename*):
 * an ASCII fallback in `filename` (quotes, backslashes, control and non-ASCII characters replaced) and the
 * full UTF-8 name percent-encoded in `filename*`. Header injection is impossible: nothing raw is copied.
 */
export function contentDisposition(fileName: string, type: 'attachment' | 'inline' = 'attachment'): string {
  // Path separators and control characters never belong in a saved name.
  const cleaned = Array.from(fileName.normalize('NFC'))
    .map((ch) => (ch.charCodeAt(0) < 0x20 || ch === '\u007f' || ch === '/' || ch === '\\' ? '_' : ch))
    .join('')
    .trim()
    .slice(0, 200);
  const name = cleaned.length > 0 && cleaned !== '.' && cleaned !== '..' ? cleaned : 'download';
  const fallback = Array.from(name)
    .map((ch) => (/^[\u0020-\u007e]$/.test(ch) && ch !== '"' && ch !== '%' ? ch : '_'))
    .join('');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
