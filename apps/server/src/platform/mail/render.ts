/**
 * Renders a mail with the product name: a plain-text and an HTML part from the same content. German
 * unless the caller passes a family's language (mail-texts.ts); right-to-left languages get an HTML
 * part that runs right to left, with links kept left to right.
 */
import { APP_NAME } from '@ausweis/shared/constants';
import { GERMAN_MAIL, type MailTexts } from './mail-texts';

export interface MailContent {
  /** e.g. 'Guten Tag Frau Muster,' */
  greeting: string;
  paragraphs: string[];
  /** An absolute link with its button text. */
  action?: { url: string; label: string };
  /** A second, lighter button right after the first (e.g. 'Ausweis-App öffnen'). */
  secondAction?: { url: string; label: string };
  /** Lines after the link, e.g. how long it is valid. */
  after?: string[];
}

export interface RenderedMail {
  text: string;
  html: string;
}

const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

export function renderMail(c: MailContent, mt: MailTexts = GERMAN_MAIL): RenderedMail {
  const after = c.after ?? [];
  const SIGNATURE = mt.text('mail.signature', { app: APP_NAME });
  const FOOTER = mt.text('mail.footer', { app: APP_NAME });
  const rtl = mt.dir === 'rtl';
  /** A link inside right-to-left text stays left to right. */
  const ltr = (s: string) => (rtl ? `<span dir="ltr">${s}</span>` : s);
  const text = [
    c.greeting,
    '',
    ...c.paragraphs.flatMap((p) => [p, '']),
    ...(c.action ? [`${c.action.label}:`, c.action.url, ''] : []),
    ...(c.secondAction ? [`${c.secondAction.label}:`, c.secondAction.url, ''] : []),
    ...after.flatMap((p) => [p, '']),
    SIGNATURE,
    '',
    '--',
    FOOTER,
  ].join('\n');
  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s).replace(/\n/g, '<br>')}</p>`;
  const button = c.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(c.action.url)}" style="background:#024589;color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block">${escapeHtml(c.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555;word-break:break-all">${escapeHtml(mt.text('mail.linkFallback'))}<br>${ltr(escapeHtml(c.action.url))}</p>`
    : '';
  const second = c.secondAction
    ? `<p style="margin:0 0 24px"><a href="${escapeHtml(c.secondAction.url)}" style="border:2px solid #024589;color:#024589;padding:10px 18px;border-radius:4px;text-decoration:none;display:inline-block">${escapeHtml(c.secondAction.label)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="${mt.language}"${rtl ? ' dir="rtl"' : ''}><head><meta charset="utf-8"><title>${escapeHtml(APP_NAME)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f9;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a">
<div${rtl ? ' dir="rtl"' : ''} style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:6px;padding:24px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#024589">${escapeHtml(APP_NAME)}</p>
${p(c.greeting)}
${c.paragraphs.map(p).join('\n')}
${button}
${second}
${after.map(p).join('\n')}
${p(SIGNATURE)}
<p style="margin:24px 0 0;font-size:12px;color:#777">${escapeHtml(FOOTER)}</p>
</div></body></html>`;
  return { text, html };
}

/** 'Guten Tag Frau Muster,' or 'Guten Tag,' when no name is known. */
export function greetingFor(person: { salutation?: string | null; lastname?: string | null }): string {
  const sal = person.salutation === 'Herr' || person.salutation === 'Frau' ? `${person.salutation} ` : '';
  return person.lastname ? `Guten Tag ${sal}${person.lastname},` : 'Guten Tag,';
}
