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

export async function renderEmail(content: EmailContent): Promise<RenderedEmail> {
  const color = safeColor(content.brand.color);
  const picture = content.brand.picture
    ? `<mj-image src="${escapeHtml(content.brand.picture)}" alt="${escapeHtml(content.brand.name)}" width="72px" height="72px" border-radius="36px" padding="0 0 8px" />`
    : '';
  const details = content.details?.length
    ? `<mj-table padding="8px 25px" font-size="15px" line-height="22px">${content.details
        .map(
          (d) =>
            `<tr><td style="padding:4px 12px 4px 0;color:#666;vertical-align:top;white-space:nowrap">${escapeHtml(d.label)}</td><td style="padding:4px 0">${
              d.href
                ? `<a href="${escapeHtml(d.href)}" style="color:${color}">${multiline(d.value)}</a>`
                : multiline(d.value)
            }</td></tr>`,
        )
        .join('')}</mj-table>`
    : '';
  const button = content.button
    ? `<mj-button href="${escapeHtml(content.button.href)}" background-color="${color}" color="#ffffff" font-size="16px" border-radius="6px" padding="16px 25px">${escapeHtml(content.button.label)}</mj-button>`
    : '';
  const links = content.links?.length
    ? `<mj-text align="center" font-size="14px">${content.links
        .map((l) => `<a href="${escapeHtml(l.href)}" style="color:${color}">${escapeHtml(l.label)}</a>`)
        .join(' &nbsp;·&nbsp; ')}</mj-text>`
    : '';
  const source = `<mjml lang="${content.lang}">
  <mj-head>
    <mj-title>${escapeHtml(content.subject)}</mj-title>
    <mj-preview>${escapeHtml(content.heading)}</mj-preview>
    <mj-attributes>
      <mj-all font-family="Helvetica, Arial, sans-serif" />
      <mj-text font-size="15px" line-height="22px" color="#1f2328" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f4f4f5" width="600px">
    <mj-section background-color="${color}" padding="20px 0">
      <mj-column>
        ${picture}
        <mj-text align="center" color="#ffffff" font-size="20px" font-weight="bold">${escapeHtml(content.brand.name)}</mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" padding="12px 0">
      <mj-column>
        <mj-text font-size="20px" font-weight="bold" line-height="28px">${escapeHtml(content.heading)}</mj-text>
        ${content.paragraphs.map((p) => `<mj-text>${multiline(p)}</mj-text>`).join('\n')}
        ${details}
        ${button}
        ${links}
      </mj-column>
    </mj-section>
    <mj-section padding="8px 0">
      <mj-column>
        <mj-text align="center" font-size="12px" color="#6b7280">${multiline(content.footer ?? content.brand.name)}</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
  const { html, errors } = await mjml2html(source, { validationLevel: 'strict', minify: false });
  if (errors.length) throw new Error(`e-mail template: ${errors.map((e) => e.formattedMessage).join('; ')}`);
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
