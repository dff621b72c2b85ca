/**
 * One layout for every email: a plain-text part and a simple HTML part with
 * inline styles (mail clients ignore style sheets). Everything that comes from
 * a user is HTML-escaped here, so templates only pass plain strings.
 */
import { mailMessages } from '@huella/shared/messages';
import { escapeHtml } from './html';
import type { MailMessage } from './mail';

const mailLayout = mailMessages.layout;

export interface MailContent {
  to: string;
  subject: string;
  /** The reader's name, for the greeting; empty for a plain 'Hola:'. */
  name: string;
  paragraphs: string[];
  /**
   * A list of things to open (the animals of a saved search's alert): a line
   * each, with its photo in the HTML part, after the paragraphs.
   */
  items?: MailItem[];
  /** A line after the items that leads to the rest ("y 3 más"). */
  more?: { label: string; url: string };
  /** A quoted block (e.g. a copy of a contact message), shown as written. */
  quote?: string;
  action?: { label: string; url: string };
  /** Shown after the action, in a smaller font. */
  notes?: string[];
  /** Newsletter mails carry their unsubscribe link in the body and in List-Unsubscribe. */
  unsubscribeUrl?: string;
  /** The words before the unsubscribe link, when the mail is not the newsletter. */
  unsubscribeText?: string;
  replyTo?: string;
  /** No greeting or signature (internal mail to the info mailbox). */
  internal?: boolean;
}

export interface MailItem {
  title: string;
  /** A second line in a smaller font (the city). */
  detail?: string;
  url: string;
  /** An absolute address of a small picture, when there is one. */
  imageUrl?: string;
}

const COLORS = { primary: '#0f2a3d', accent: '#c2410c', muted: '#475569', surface: '#f8fafc' };

const paragraph = (text: string, style = '') =>
  `<p style="margin:0 0 16px;line-height:1.5;${style}">${escapeHtml(text).replaceAll('\n', '<br>')}</p>`;

export function renderMail(content: MailContent): MailMessage {
  const links = [
    ...(content.items ?? []).map((item) => item.url),
    content.more?.url,
    content.action?.url,
    content.unsubscribeUrl,
  ].filter((url): url is string => Boolean(url));
  const unsubscribeText = content.unsubscribeText ?? mailLayout.unsubscribe;
  const itemLine = (item: MailItem) =>
    `- ${item.title}${item.detail ? ` (${item.detail})` : ''}: ${item.url}`;

  const text = [
    ...(content.internal ? [] : [mailLayout.greeting(content.name), '']),
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.items?.length ? [...content.items.map(itemLine), ''] : []),
    ...(content.more ? [`${content.more.label}: ${content.more.url}`, ''] : []),
    ...(content.quote ? [...content.quote.split('\n').map((line) => `> ${line}`), ''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.notes ?? []).flatMap((note) => [note, '']),
    ...(content.internal ? [] : [mailLayout.signature, '']),
    ...(content.unsubscribeUrl ? ['--', `${unsubscribeText} ${content.unsubscribeUrl}`, ''] : []),
    mailLayout.footer,
  ].join('\n');

  const action = content.action
    ? `<p style="margin:24px 0;"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:${COLORS.accent};color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:8px;">${escapeHtml(content.action.label)}</a></p>` +
      paragraph(mailLayout.linkFallback, `font-size:13px;color:${COLORS.muted};`) +
      `<p style="margin:0 0 16px;font-size:13px;word-break:break-all;"><a href="${escapeHtml(content.action.url)}" style="color:${COLORS.primary};">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const items = (content.items ?? [])
    .map(
      (item) =>
        `<tr><td style="padding:0 12px 12px 0;width:96px;vertical-align:top;">${
          item.imageUrl
            ? `<a href="${escapeHtml(item.url)}"><img src="${escapeHtml(item.imageUrl)}" alt="${escapeHtml(item.title)}" width="96" height="72" style="display:block;width:96px;height:72px;object-fit:cover;border-radius:8px;border:0;"></a>`
            : ''
        }</td><td style="padding:0 0 12px;vertical-align:top;"><a href="${escapeHtml(item.url)}" style="color:${COLORS.primary};font-weight:bold;">${escapeHtml(item.title)}</a>${
          item.detail
            ? `<br><span style="font-size:14px;color:${COLORS.muted};">${escapeHtml(item.detail)}</span>`
            : ''
        }</td></tr>`,
    )
    .join('');
  const itemList =
    (items
      ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse;">${items}</table>`
      : '') +
    (content.more
      ? `<p style="margin:0 0 16px;"><a href="${escapeHtml(content.more.url)}" style="color:${COLORS.primary};">${escapeHtml(content.more.label)}</a></p>`
      : '');
  const quote = content.quote
    ? `<blockquote style="margin:0 0 16px;padding:12px 16px;background:${COLORS.surface};border-left:4px solid ${COLORS.primary};white-space:pre-wrap;">${escapeHtml(content.quote)}</blockquote>`
    : '';
  const unsubscribe = content.unsubscribeUrl
    ? `<p style="margin:16px 0 0;font-size:12px;color:${COLORS.muted};">${escapeHtml(unsubscribeText)} <a href="${escapeHtml(content.unsubscribeUrl)}" style="color:${COLORS.primary};">${escapeHtml(mailLayout.unsubscribeAction)}</a></p>`
    : '';

  const html = `<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:${COLORS.surface};">
<div style="max-width:560px;margin:0 auto;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:16px;color:${COLORS.primary};">
<div style="background:#ffffff;border-radius:12px;padding:24px;">
<p style="margin:0 0 24px;font-size:22px;font-weight:bold;color:${COLORS.primary};">Huella</p>
${content.internal ? '' : paragraph(mailLayout.greeting(content.name))}${content.paragraphs.map((p) => paragraph(p)).join('')}${itemList}${quote}${action}${(content.notes ?? []).map((note) => paragraph(note, `font-size:14px;color:${COLORS.muted};`)).join('')}${content.internal ? '' : paragraph(mailLayout.signature)}
</div>
<p style="margin:16px 0 0;font-size:12px;color:${COLORS.muted};">${escapeHtml(mailLayout.footer)}</p>
${unsubscribe}
</div>
</body>
</html>
`;

  return {
    to: content.to,
    subject: content.subject,
    text,
    html,
    links,
    replyTo: content.replyTo,
    ...(content.unsubscribeUrl
      ? { headers: { 'List-Unsubscribe': `<${content.unsubscribeUrl}>` } }
      : {}),
  };
}
