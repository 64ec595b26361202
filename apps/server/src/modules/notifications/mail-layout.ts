import type { Language } from '@fsp/domain';
import type { MailTexts } from './texts';

/** One table of an e-mail: a heading (a team), column titles and rows of plain text. */
export interface MailSection {
  heading?: string;
  columns: string[];
  rows: string[][];
  /** Shown instead of an empty table. */
  emptyText?: string;
}

export interface MailContent {
  language: Language;
  texts: MailTexts;
  recipientName: string;
  intro: string;
  sections: MailSection[];
  /** A closing line under the tables (more changes than listed). */
  note?: string;
  manageUrl: string;
  unsubscribeUrl: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

const CELL = 'padding:6px 10px;border-bottom:1px solid #e6eaf0;text-align:left;vertical-align:top';

function htmlSection(section: MailSection): string {
  const heading = section.heading ? `<h3 style="margin:20px 0 8px;font-size:15px;color:#1f2a37">${escapeHtml(section.heading)}</h3>` : '';
  if (!section.rows.length) return `${heading}<p style="margin:4px 0 12px;color:#5b6675">${escapeHtml(section.emptyText ?? '')}</p>`;
  const head = section.columns.map((c) => `<th style="${CELL};background:#f3f5f8;font-weight:600">${escapeHtml(c)}</th>`).join('');
  const body = section.rows.map((row) => `<tr>${row.map((cell) => `<td style="${CELL}">${escapeHtml(cell)}</td>`).join('')}</tr>`).join('');
  return `${heading}<table style="border-collapse:collapse;width:100%;font-size:13px" cellpadding="0" cellspacing="0"><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

function textSection(section: MailSection): string {
  const heading = section.heading ? `${section.heading}\n${'-'.repeat(Math.min(60, section.heading.length))}\n` : '';
  if (!section.rows.length) return `${heading}${section.emptyText ?? ''}\n`;
  return `${heading}${section.rows.map((row) => row.map((cell, i) => `${section.columns[i]}: ${cell}`).join(' · ')).join('\n')}\n`;
}

/** The HTML and plain-text bodies of one notification e-mail, with the footer every one carries. */
export function renderMail(content: MailContent): { html: string; text: string } {
  const { texts } = content;
  const html = `<!doctype html><html lang="${content.language === 'ge' ? 'ka' : content.language}"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:24px;background:#f5f7fa;font-family:Segoe UI,Arial,sans-serif;color:#1f2a37">
<div style="max-width:760px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 12px">${escapeHtml(texts.greeting(content.recipientName))}</p>
<p style="margin:0 0 8px">${escapeHtml(content.intro)}</p>
${content.sections.map(htmlSection).join('\n')}
${content.note ? `<p style="margin:16px 0 0;color:#5b6675">${escapeHtml(content.note)}</p>` : ''}
<hr style="border:none;border-top:1px solid #e6eaf0;margin:24px 0 12px">
<p style="margin:0;font-size:12px;color:#5b6675">${escapeHtml(texts.footer.why)}<br>
<a href="${escapeHtml(content.manageUrl)}">${escapeHtml(texts.footer.manage)}</a> · <a href="${escapeHtml(content.unsubscribeUrl)}">${escapeHtml(texts.footer.unsubscribe)}</a></p>
</div></body></html>`;
  const text = [
    texts.greeting(content.recipientName),
    '',
    content.intro,
    '',
    ...content.sections.map(textSection),
    ...(content.note ? [content.note, ''] : []),
    '--',
    texts.footer.why,
    `${texts.footer.manage}: ${content.manageUrl}`,
    `${texts.footer.unsubscribe}: ${content.unsubscribeUrl}`,
  ].join('\n');
  return { html, text };
}

/** The headers that let mail clients offer one-click unsubscribe (RFC 8058). */
export const unsubscribeHeaders = (url: string) => ({ 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
