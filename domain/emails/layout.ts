import type { Lang } from '../../common/i18n/languages';
import { translate } from '../../common/i18n/translate';
import { escapeHtml } from './escape-html';
import type { EmailLinks } from './rendered-email';
import { signUnsubscribeToken } from './unsubscribe-token';

/** The message's column: the frame's width less its 32 px side paddings (see renderLayout). */
const FRAME_WIDTH = 560;
const CONTENT_WIDTH = FRAME_WIDTH - 2 * 32;

/**
 * One block of an e-mail: a paragraph, a highlighted value (a password, an amount), a button, a titled
 * list of label-value rows (a booking's details) or an image (an inline attachment's `cid:` URL). Every
 * plain string is escaped here; only a paragraph's `html` comes already escaped (`paragraph`).
 */
export type EmailBlock =
  | { type: 'paragraph'; html: string; text: string }
  | { type: 'highlight'; label: string; value: string }
  | { type: 'button'; label: string; href: string }
  | { type: 'rows'; title: string; rows: { label: string; value: string; strong?: boolean }[] }
  | { type: 'image'; src: string; alt: string; width: number; height: number };

export interface LayoutInput {
  lang: Lang;
  links: EmailLinks;
  preheader: string;
  /** Plain recipient name; escaped here. */
  recipientName: string;
  blocks: EmailBlock[];
  /**
   * The recipient's address and the server's key, for the signed unsubscribe link (decision 0044);
   * omitted for transactional mail.
   */
  unsubscribe?: { email: string; signingSecret: string };
  /**
   * Why the reader gets this, in plain text, when it is not that they have an account (a gift card's
   * receiver may have none); the common footer otherwise.
   */
  footer?: string;
}

/** A paragraph from a catalogue key: values are escaped for the HTML part and kept raw for the text part. */
export function paragraph(lang: Lang, key: string, values: Record<string, string> = {}): EmailBlock {
  const escaped = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, escapeHtml(value)]),
  );
  return { type: 'paragraph', html: translate(lang, key, escaped), text: translate(lang, key, values) };
}

export function absoluteUrl(links: EmailLinks, path: string): string {
  return new URL(path, links.publicUrl).toString();
}

function blockHtml(block: EmailBlock): string {
  switch (block.type) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;line-height:1.5">${block.html}</p>`;
    case 'highlight':
      return `<p style="margin:0 0 16px">${escapeHtml(block.label)}<br><strong style="font-size:20px;letter-spacing:1px;font-family:monospace">${escapeHtml(block.value)}</strong></p>`;
    case 'button':
      return `<p style="margin:24px 0"><a href="${escapeHtml(block.href)}" style="background:#0f766e;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">${escapeHtml(block.label)}</a></p>`;
    case 'rows':
      return `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(block.title)}</h2>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse">${block.rows
        .map(
          (row) =>
            `<tr><td style="padding:6px 12px 6px 0;color:#57534e;vertical-align:top;border-bottom:1px solid #e7e5e4">${escapeHtml(row.label)}</td><td style="padding:6px 0;text-align:right;vertical-align:top;border-bottom:1px solid #e7e5e4${row.strong ? ';font-weight:bold' : ''}">${escapeHtml(row.value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'image': {
      // Never wider than the column: the attributes (which clients without CSS, such as Outlook, follow)
      // are capped at its width, and the style shrinks it further on a phone; a wider picture is then
      // shown sharper, not cut or pushing the message sideways.
      const width = Math.min(block.width, CONTENT_WIDTH);
      const height = Math.round((block.height * width) / block.width);
      return `<p style="margin:16px 0;text-align:center"><img src="${escapeHtml(block.src)}" alt="${escapeHtml(block.alt)}" width="${width}" height="${height}" style="display:inline-block;border:0;width:100%;max-width:${width}px;height:auto"></p>`;
    }
  }
}

function blockText(block: EmailBlock): string {
  switch (block.type) {
    case 'paragraph':
      return block.text;
    case 'highlight':
      return `${block.label}\n${block.value}`;
    case 'button':
      return `${block.label}: ${block.href}`;
    case 'rows':
      return [
        block.title,
        ...block.rows.map((row) =>
          row.label && row.value ? `${row.label}: ${row.value}` : row.label || row.value,
        ),
      ].join('\n');
    case 'image':
      return '';
  }
}

/** The unsubscribe page with the signed token of an address (docs/decisions/0044). */
export function unsubscribePath(signingSecret: string, email: string): string {
  return `/unsubscribe?token=${encodeURIComponent(signUnsubscribeToken(signingSecret, email))}`;
}

/** The shared frame of every e-mail: greeting, blocks, signature and footer, as HTML and as text. */
export function renderLayout(input: LayoutInput): { html: string; text: string } {
  const { lang, links } = input;
  const brand = translate(lang, 'brand.name');
  const greeting = translate(lang, 'emails.common.greeting', { name: escapeHtml(input.recipientName) });
  const greetingText = translate(lang, 'emails.common.greeting', { name: input.recipientName });
  const signature = translate(lang, 'emails.common.signature', { brand });
  const footer = input.footer ?? translate(lang, 'emails.common.footer', { brand });
  const unsubscribeUrl = input.unsubscribe
    ? absoluteUrl(links, unsubscribePath(input.unsubscribe.signingSecret, input.unsubscribe.email))
    : undefined;
  const unsubscribeLabel = translate(lang, 'emails.common.unsubscribe');

  const html = `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(brand)}</title></head>
<body style="margin:0;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#1c1917">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(input.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:${FRAME_WIDTH}px;background:#ffffff;border-radius:12px">
<tr><td style="padding:24px 32px 0;font-size:22px;font-weight:bold;color:#0f766e">${escapeHtml(brand)}</td></tr>
<tr><td style="padding:24px 32px">
<p style="margin:0 0 16px">${greeting}</p>
${input.blocks.map(blockHtml).join('\n')}
<p style="margin:24px 0 0">${escapeHtml(signature)}</p>
</td></tr>
<tr><td style="padding:16px 32px 24px;font-size:12px;color:#57534e;border-top:1px solid #e7e5e4">${escapeHtml(footer)}${
    unsubscribeUrl
      ? `<br><a href="${escapeHtml(unsubscribeUrl)}" style="color:#57534e">${escapeHtml(unsubscribeLabel)}</a>`
      : ''
  }</td></tr>
</table></td></tr></table>
</body>
</html>`;

  const text = [
    greetingText,
    '',
    ...input.blocks.flatMap((block) => {
      const text = blockText(block);
      return text ? [text, ''] : [];
    }),
    signature,
    '',
    '--',
    footer,
    ...(unsubscribeUrl ? [`${unsubscribeLabel}: ${unsubscribeUrl}`] : []),
  ].join('\n');
  return { html, text };
}
