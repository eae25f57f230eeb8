/**
 * The one layout of every message (decision 0063): a notice's greeting, paragraphs, one call to action, notes and
 * footer, laid out once as plain text and as HTML; values are HTML-escaped, subjects one line, links http(s).
 */

export type RenderedMail = { subject: string; text: string; html: string };

// Set by withNoticeFooter for the one synchronous render under way (rendering never awaits).
let manageLink: string | null = null;
let isOptional = false;

/**
 * Renders with the footer of an optional notice (decision 0063) or of a required one: an optional notice ends
 * with the link where the person turns its category off (`manageLink`, the account page, or null for none).
 */
export function withNoticeFooter<T>(
  footer: { optional: boolean; manageLink: string | null },
  render: () => T,
): T {
  manageLink = footer.optional ? footer.manageLink : null;
  isOptional = footer.optional;
  try {
    return render();
  } finally {
    manageLink = null;
    isOptional = false;
  }
}

/** A part of a message's body: a paragraph, a bulleted list, lines kept as written, or a bold line. */
export type Block = string | { list: readonly string[] } | { lines: readonly string[] } | { strong: string };

/** What every message is made of; `renderNotice` lays it out once as plain text and as HTML. */
export type NoticeDefinition = {
  /** One header line (controls and line breaks become spaces). */
  subject: string;
  /** The HTML document's title; the subject when not given. */
  title?: string;
  /** "Hello Emily," or null for none. */
  greeting: string | null;
  body: readonly Block[];
  /** The one call to action: a button in HTML, "label: url" in text. */
  action?: { url: string; label: string; textLabel?: string };
  /** Notes after the action, greyed in HTML. */
  closing?: readonly string[];
  /** Why the person got the message, completing "You received this e-mail because …". */
  why: string;
};

export const greet = (name: string | null) => (name ? `Hello ${name},` : 'Hello,');

/** The one layout of every message: greeting, paragraphs, the call to action, notes, and the footer. */
export function renderNotice(notice: NoticeDefinition): RenderedMail {
  const url = notice.action ? safeUrl(notice.action.url) : null;
  const manage = isOptional
    ? manageLink
      ? { text: `Choose which e-mails you get: ${safeUrl(manageLink)}`, url: safeUrl(manageLink) }
      : { text: 'Choose which e-mails you get in your account settings.', url: null }
    : null;
  const footer = `You received this e-mail because ${notice.why}.`;

  const text: string[] = [];
  if (notice.greeting) text.push(notice.greeting);
  for (const block of notice.body) text.push(blockText(block));
  if (notice.action && url) text.push(`${notice.action.textLabel ?? notice.action.label}: ${url}`);
  text.push(...(notice.closing ?? []));
  text.push(['--', footer, ...(manage ? [manage.text] : [])].join('\n'));

  const html: string[] = [];
  if (notice.greeting) html.push(`<p>${escapeHtml(notice.greeting)}</p>`);
  for (const block of notice.body) html.push(blockHtml(block));
  if (notice.action && url) html.push(button(url, notice.action.label));
  for (const note of notice.closing ?? []) html.push(`<p style="color:#495057">${escapeHtml(note)}</p>`);
  html.push(
    `<p style="margin-top:24px;border-top:1px solid #dee2e6;padding-top:12px;font-size:14px;color:#495057">${escapeHtml(footer)}${
      manage
        ? manage.url
          ? ` <a href="${escapeHtml(manage.url)}" style="color:${BRAND};text-decoration:underline">Manage your e-mail notices</a>.`
          : ` ${escapeHtml(manage.text)}`
        : ''
    }</p>`,
  );
  const subject = oneLine(notice.subject);
  return {
    subject,
    text: text.join('\n\n'),
    html: layout(escapeHtml(oneLine(notice.title ?? notice.subject)), html.join('\n')),
  };
}

function blockText(block: Block): string {
  if (typeof block === 'string') return block;
  if ('list' in block) return block.list.map((item) => `- ${item}`).join('\n');
  if ('lines' in block) return block.lines.join('\n');
  return block.strong;
}

function blockHtml(block: Block): string {
  if (typeof block === 'string') return `<p>${escapeHtml(block)}</p>`;
  if ('list' in block) return `<ul>${block.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
  if ('lines' in block)
    return block.lines.map((line) => `<p style="margin:0">${escapeHtml(line) || '&nbsp;'}</p>`).join('\n');
  return `<p><strong>${escapeHtml(block.strong)}</strong></p>`;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside HTML elements and quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** A subject is one header line: controls (C0, DEL, C1) and line separators become spaces. */
export function oneLine(value: string): string {
  const isLineBreaking = (code: number) =>
    code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
  return Array.from(value, (c) => (isLineBreaking(c.codePointAt(0) ?? 0) ? ' ' : c))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Only http(s) links reach a message (a javascript: or data: URL never does). */
export function safeUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('A mail link must be an absolute http(s) URL.');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error('A mail link must be an absolute http(s) URL.');
  return url.href;
}

/** Groupcover's colour on white: 7.3:1 (src/client/lib/theme.ts). */
const BRAND = '#1a5a8c';

function button(url: string, label: string): string {
  return `<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 20px;background:${BRAND};color:#ffffff;text-decoration:none;border-radius:6px;font-weight:600">${escapeHtml(label)}</a></p>`;
}

/** `title` is HTML already escaped by the caller. */
function layout(title: string, body: string): string {
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${title}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f8f9fa;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#212529">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">',
    `<p style="margin-top:0;font-weight:700;color:${BRAND}">Groupcover</p>`,
    body,
    '</div></body></html>',
  ].join('\n');
}
