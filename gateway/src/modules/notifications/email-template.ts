// The one layout of every e-mail: written in MJML (responsive HTML that mail clients render
// alike), the plain-text part derived from the same HTML by html-to-text. The vendor's name,
// picture and calendar colour head a vendor's messages; account messages carry the app's name.
import { convert } from 'html-to-text';
import mjml2html from 'mjml';
import type { Lang } from '../../lib/i18n.ts';

export interface EmailBrand {
  name: string;
  /** An image URL (cid:… for an inline attachment), or null. */
  picture?: string | null;
  /** CSS colour of the header (the vendor's calendar colour). */
  color?: string | null;
}

export interface EmailContent {
  lang: Lang;
  subject: string;
  brand: EmailBrand;
  heading: string;
  /** Paragraphs of text (plain text; escaped here). */
  paragraphs: string[];
  /** Label and value rows (when, what, where). A value with a link shows it. */
  details?: Array<{ label: string; value: string; href?: string }>;
  /** The main action. */
  button?: { label: string; href: string };
  /** Further links under the button. */
  links?: Array<{ label: string; href: string }>;
  footer?: string;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const safeColor = (c?: string | null) => (c && /^#[0-9a-f]{3,8}$/i.test(c) ? c : '#1976d2');
const multiline = (s: string) => escapeHtml(s).replace(/\n/g, '<br />');

/**
 * The layout of a shape of e-mail (which parts it has, its language and colour) compiled by MJML
 * once, with a numbered slot for each value: compiling MJML costs about ten times more than the
 * rest of an e-mail, and the layout is the same for every booking of a vendor.
 */
const layouts = new Map<string, Promise<string>>();
const MAX_LAYOUTS = 500;
const slot = (i: number) => `@@S${i}@@`;

function shapeOf(content: EmailContent) {
  return JSON.stringify([
    content.lang,
    safeColor(content.brand.color),
    !!content.brand.picture,
    content.paragraphs.length,
    (content.details ?? []).map((d) => !!d.href),
    !!content.button,
    content.links?.length ?? 0,
  ]);
}

/** The values of the content's slots, in the order the layout numbers them (HTML, escaped). */
function slotValues(content: EmailContent): string[] {
  return [
    escapeHtml(content.subject),
    escapeHtml(content.heading),
    escapeHtml(content.brand.picture ?? ''),
    escapeHtml(content.brand.name),
    multiline(content.footer ?? content.brand.name),
    ...content.paragraphs.map(multiline),
    ...(content.details ?? []).flatMap((d) => [escapeHtml(d.label), escapeHtml(d.href ?? ''), multiline(d.value)]),
    ...(content.button ? [escapeHtml(content.button.href), escapeHtml(content.button.label)] : []),
    ...(content.links ?? []).flatMap((l) => [escapeHtml(l.href), escapeHtml(l.label)]),
  ];
}

/** MJML of the content's shape with slots in place of its values. */
function layoutSource(content: EmailContent): string {
  let n = 5;
  const next = () => slot(n++);
  const color = safeColor(content.brand.color);
  const picture = content.brand.picture
    ? `<mj-image src="${slot(2)}" alt="${slot(3)}" width="72px" height="72px" border-radius="36px" padding="0 0 8px" />`
    : '';
  const paragraphs = content.paragraphs.map(() => `<mj-text>${next()}</mj-text>`).join('\n');
  const details = content.details?.length
    ? `<mj-table padding="8px 25px" font-size="15px" line-height="22px">${content.details
        .map((d) => {
          const [label, href, value] = [next(), next(), next()];
          return `<tr><td style="padding:4px 12px 4px 0;color:#666;vertical-align:top;white-space:nowrap">${label}</td><td style="padding:4px 0">${
            d.href ? `<a href="${href}" style="color:${color}">${value}</a>` : value
          }</td></tr>`;
        })
        .join('')}</mj-table>`
    : '';
  const button = content.button
    ? (() => {
        const [href, label] = [next(), next()];
        return `<mj-button href="${href}" background-color="${color}" color="#ffffff" font-size="16px" border-radius="6px" padding="16px 25px">${label}</mj-button>`;
      })()
    : '';
  const links = content.links?.length
    ? `<mj-text align="center" font-size="14px">${content.links
        .map(() => {
          const [href, label] = [next(), next()];
          return `<a href="${href}" style="color:${color}">${label}</a>`;
        })
        .join(' &nbsp;·&nbsp; ')}</mj-text>`
    : '';
  return `<mjml lang="${content.lang}">
  <mj-head>
    <mj-title>${slot(0)}</mj-title>
    <mj-preview>${slot(1)}</mj-preview>
    <mj-attributes>
      <mj-all font-family="Helvetica, Arial, sans-serif" />
      <mj-text font-size="15px" line-height="22px" color="#1f2328" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f4f4f5" width="600px">
    <mj-section background-color="${color}" padding="20px 0">
      <mj-column>
        ${picture}
        <mj-text align="center" color="#ffffff" font-size="20px" font-weight="bold">${slot(3)}</mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" padding="12px 0">
      <mj-column>
        <mj-text font-size="20px" font-weight="bold" line-height="28px">${slot(1)}</mj-text>
        ${paragraphs}
        ${details}
        ${button}
        ${links}
      </mj-column>
    </mj-section>
    <mj-section padding="8px 0">
      <mj-column>
        <mj-text align="center" font-size="12px" color="#6b7280">${slot(4)}</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

async function compile(source: string): Promise<string> {
  const { html, errors } = await mjml2html(source, { validationLevel: 'strict', minify: false });
  if (errors.length) throw new Error(`e-mail template: ${errors.map((e) => e.formattedMessage).join('; ')}`);
  return html;
}

export async function renderEmail(content: EmailContent): Promise<RenderedEmail> {
  const key = shapeOf(content);
  let layout = layouts.get(key);
  if (!layout) {
    layout = compile(layoutSource(content));
    if (layouts.size >= MAX_LAYOUTS) layouts.delete(layouts.keys().next().value as string);
    layouts.set(key, layout);
    layout.catch(() => layouts.delete(key));
  }
  const values = slotValues(content);
  const html = (await layout).replace(/@@S(\d+)@@/g, (_, i: string) => values[Number(i)] ?? '');
  const text = convert(html, {
    wordwrap: 78,
    selectors: [
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
      { selector: 'img', format: 'skip' },
      { selector: 'table', format: 'dataTable' },
    ],
  });
  return { subject: content.subject, html, text };
}
