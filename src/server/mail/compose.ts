import { escapeMarkup } from '@/lib/markup-escape';

/** The pieces a mail is made of; each renders to both the text and the HTML body. */
export type MailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'button'; label: string; href: string }
  | { kind: 'fields'; rows: Array<[label: string, value: string]> }
  | { kind: 'quote'; text: string }
  | { kind: 'footer'; text: string; link?: { label: string; href: string } }
  /** A small line with one link, such as "read it in your browser". */
  | { kind: 'note'; text: string; link: { label: string; href: string } }
  | { kind: 'heading'; text: string }
  /** A section's title under the heading (a personal-data summary's kinds of data). */
  | { kind: 'subheading'; text: string }
  | { kind: 'image'; src: string; alt: string }
  /** Markup already sanitised (a newsletter's Markdown), with its plain-text rendering. */
  | { kind: 'markup'; html: string; text: string };

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

interface Layout {
  /** BCP 47 tag and direction of the mail's language. */
  lang: string;
  dir: 'ltr' | 'rtl';
  siteName: string;
  subject: string;
  /** The line mail clients show after the subject in the inbox, not in the mail itself. */
  preheader?: string;
  blocks: MailBlock[];
}

/**
 * Renders one mail twice from the same blocks: a plain-text body and a simple table-based HTML
 * body (what mail clients render reliably). Every piece of text is escaped here, in one place.
 */
export function composeMail({
  lang,
  dir,
  siteName,
  subject,
  preheader,
  blocks,
}: Layout): MailContent {
  return {
    subject,
    text: `${blocks
      .map(textOf)
      .filter((text) => text !== '')
      .join('\n\n')}\n`,
    html: [
      '<!doctype html>',
      `<html lang="${escapeMarkup(lang)}" dir="${dir}">`,
      '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
      `<title>${escapeMarkup(subject)}</title></head>`,
      `<body style="margin:0;padding:0;background:#f3f5f9;font-family:Arial,Helvetica,sans-serif;color:#1d2433">`,
      preheader
        ? `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all">${escapeMarkup(preheader)}</div>`
        : '',
      `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f5f9"><tr><td align="center" style="padding:24px 12px">`,
      `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:12px" dir="${dir}">`,
      `<tr><td style="padding:24px 28px;background:#070b16;border-radius:12px 12px 0 0;color:#38d5f5;font-size:20px;font-weight:bold">${escapeMarkup(siteName)}</td></tr>`,
      `<tr><td style="padding:28px;font-size:15px;line-height:1.6;text-align:${dir === 'rtl' ? 'right' : 'left'}">`,
      blocks.map(htmlOf).join('\n'),
      '</td></tr></table></td></tr></table></body></html>',
    ].join('\n'),
  };
}

function textOf(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'button':
      return `${block.label}:\n${block.href}`;
    case 'fields':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'quote':
      return block.text
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n');
    case 'footer':
      return ['--', block.text, block.link && `${block.link.label}: ${block.link.href}`]
        .filter(Boolean)
        .join('\n');
    case 'note':
      return `${block.text} ${block.link.label}: ${block.link.href}`;
    case 'heading':
    case 'subheading':
      return block.text;
    case 'image':
      return '';
    case 'markup':
      return block.text;
  }
}

function htmlOf(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px">${multiline(block.text)}</p>`;
    case 'button':
      return `<p style="margin:8px 0 24px"><a href="${escapeMarkup(block.href)}" style="display:inline-block;padding:12px 22px;border-radius:999px;background:#38d5f5;color:#070b16;font-weight:bold;text-decoration:none">${escapeMarkup(block.label)}</a></p>`;
    case 'fields':
      return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse">${block.rows
        .map(
          ([label, value]) =>
            `<tr><th scope="row" style="padding:4px 12px 4px 0;text-align:start;vertical-align:top;color:#5b6478;font-weight:normal;white-space:nowrap">${escapeMarkup(label)}</th><td style="padding:4px 0">${multiline(value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'quote':
      return `<blockquote style="margin:0 0 16px;padding:12px 16px;border-inline-start:4px solid #38d5f5;background:#f3f5f9;white-space:pre-wrap">${escapeMarkup(block.text)}</blockquote>`;
    case 'footer':
      return `<p style="margin:24px 0 0;padding-top:16px;border-top:1px solid #e2e6ee;font-size:12px;color:#5b6478">${escapeMarkup(block.text)}${
        block.link
          ? ` <a href="${escapeMarkup(block.link.href)}" style="color:#5b6478">${escapeMarkup(block.link.label)}</a>`
          : ''
      }</p>`;
    case 'note':
      return `<p style="margin:0 0 20px;font-size:12px;color:#5b6478">${escapeMarkup(block.text)} <a href="${escapeMarkup(block.link.href)}" style="color:#0e7490">${escapeMarkup(block.link.label)}</a></p>`;
    case 'heading':
      return `<h1 style="margin:0 0 20px;font-size:24px;line-height:1.3;color:#070b16">${escapeMarkup(block.text)}</h1>`;
    case 'subheading':
      return `<h2 style="margin:28px 0 12px;font-size:18px;line-height:1.3;color:#070b16">${escapeMarkup(block.text)}</h2>`;
    case 'image':
      return `<p style="margin:0 0 20px"><img src="${escapeMarkup(block.src)}" alt="${escapeMarkup(block.alt)}" width="544" style="display:block;width:100%;max-width:544px;height:auto;border-radius:8px"></p>`;
    case 'markup':
      return block.html;
  }
}

function multiline(text: string): string {
  return escapeMarkup(text).replace(/\n/g, '<br>');
}
