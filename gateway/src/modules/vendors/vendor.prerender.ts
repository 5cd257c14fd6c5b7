// The first view of the public vendor page and booking page, in the HTML itself: a phone shows the
// vendor's name, address, description, categories (or, on the booking page, its services) as soon
// as the page arrives, while the app's JavaScript still loads. It replaces index.html's logo loader
// (`#prerender`, fixed over the page, plain HTML and CSS, no script) and the app removes it once its
// own screen has the data. Its "book" button is a plain link, so it works before the app runs.
// The data comes from the same GraphQL fields the page asks for, with a guest's context.
import { execute, type GraphQLSchema, parse } from 'graphql';
import { type AppServices, createContext } from '../../context.ts';
import { LANGUAGES } from '@salon/shared';
import { defineMessages, type Lang } from '../../lib/i18n.ts';
import { formatChf } from '../invoice-core/index.ts';

const m = defineMessages({
  book: { fr: 'Prendre rendez-vous', de: 'Termin buchen', it: 'Prenota un appuntamento', en: 'Book appointment' },
  categories: { fr: 'Nos prestations', de: 'Unser Angebot', it: 'I nostri servizi', en: 'What we offer' },
  bookTitle: {
    fr: 'Prendre rendez-vous',
    de: 'Termin buchen',
    it: 'Prenota un appuntamento',
    en: 'Book an appointment',
  },
  chooseService: {
    fr: 'Choisissez une prestation',
    de: 'Wählen Sie eine Dienstleistung',
    it: 'Scelga un servizio',
    en: 'Choose a service',
  },
  loading: { fr: 'Chargement', de: 'Wird geladen', it: 'Caricamento', en: 'Loading' },
});

const DOCUMENT = parse(`query Prerender($vendorSlug: String!, $locationSlug: String!) {
  locationBySlug(vendorSlug: $vendorSlug, locationSlug: $locationSlug) {
    name street zip city
    vendor { publicName description descriptionLanguage pictureUrl }
    categories { name nameLanguage }
    services { name nameLanguage duration price }
  } }`);

interface PageData {
  name: string;
  street: string;
  zip: string;
  city: string;
  vendor: {
    publicName: string;
    description: string | null;
    descriptionLanguage: Lang | null;
    pictureUrl: string | null;
  };
  categories: { name: string; nameLanguage: Lang | null }[];
  services: { name: string; nameLanguage: Lang | null; duration: number; price: number }[];
}

// /:vendor/:location[/about|services|contact|book], optionally under a language (/fr, /de, /it, /en).
const PAGE = new RegExp(
  `^/(?:(${LANGUAGES.join('|')})/)?([a-z0-9][a-z0-9-]{0,99})/([a-z0-9][a-z0-9-]{0,99})(?:/(about|services|contact|book))?/?$`,
);
const RESERVED = new Set(['api', 'assets', 'graphql', 'health', 'metrics']);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A vendor's text written in another language than the page's (its fallback) says so to browsers and readers. */
const langAttr = (textLanguage: Lang | null, lang: Lang) =>
  textLanguage && textLanguage !== lang ? ` lang="${textLanguage}"` : '';

function firstView(data: PageData, lang: Lang, basePath: string, booking: boolean): string {
  const e = escapeHtml;
  const address = [data.street, [data.zip, data.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const card = 'background:#fff;border:1px solid #e3ded7;border-radius:12px;padding:20px;margin-bottom:24px';
  const heading = booking
    ? `<h1 style="margin:0 0 4px;font-size:1.75rem;line-height:1.2;font-weight:700">${e(m(lang, 'bookTitle'))}</h1>
<p style="margin:0 0 24px;color:#5c6666">${e(data.vendor.publicName)} · ${e(data.name)} · ${e(address)}</p>`
    : '';
  const body = booking
    ? `<section style="${card}"><h2 style="margin:0 0 12px;font-size:1.25rem">${e(m(lang, 'chooseService'))}</h2>
<ul style="list-style:none;margin:0;padding:0">${data.services
        .map(
          (s) =>
            `<li style="display:flex;justify-content:space-between;gap:12px;padding:12px 0;border-top:1px solid #eee"><span${langAttr(s.nameLanguage, lang)}>${e(s.name)}</span><span style="color:#5c6666;white-space:nowrap">${s.duration} min · CHF ${formatChf(s.price)}</span></li>`,
        )
        .join('')}</ul></section>`
    : `<section style="${card}">${
        data.vendor.pictureUrl
          ? `<img id="prerender-picture" src="${e(data.vendor.pictureUrl)}" alt="${e(data.vendor.publicName)}" style="display:block;width:100%;height:160px;object-fit:cover;border-radius:24px;margin-bottom:20px">`
          : ''
      }
<div style="font-size:.75rem;letter-spacing:.08em;text-transform:uppercase;color:#5c6666">${e(data.name)}</div>
<h1 style="margin:0;font-size:1.75rem;line-height:1.2;font-weight:700">${e(data.vendor.publicName)}</h1>
<p style="margin:8px 0 0">${e(address)}</p>
${data.vendor.description?.trim() ? `<p${langAttr(data.vendor.descriptionLanguage, lang)} style="margin:16px 0 0;font-size:1.125rem;line-height:1.6">${e(data.vendor.description)}</p>` : ''}
<a href="${e(basePath)}/book" style="display:inline-block;margin-top:16px;padding:12px 22px;border-radius:999px;background:#0f5f5c;color:#fff;text-decoration:none;font-weight:700">${e(m(lang, 'book'))}</a>
<h2 style="margin:24px 0 12px;font-size:1.25rem">${e(m(lang, 'categories'))}</h2>
<ul style="list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:8px">${data.categories
        .map(
          (c) =>
            `<li${langAttr(c.nameLanguage, lang)} style="padding:8px 14px;border:1px solid #e3ded7;border-radius:10px">${e(c.name)}</li>`,
        )
        .join('')}</ul></section>`;
  // The page's largest element is painted here, and the app's copy of it must not be larger (else the
  // page's largest paint waits for the app): the picture's box is the app's (160 px high on phones,
  // 240 px from 600 px wide), the description is a size above the app's About tab (1rem).
  return `<div id="prerender" role="status" aria-label="${e(m(lang, 'loading'))}" style="position:fixed;inset:0;z-index:2000;overflow:auto;background:#f7f5f2;color:#1d2626;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif">
<style>@media (min-width:600px){#prerender-picture{height:240px!important}}</style>
<div style="height:56px;display:flex;align-items:center;padding:0 16px;font-weight:800;font-size:1.25rem;color:#0f5f5c">Salonbook</div>
<main style="max-width:900px;margin:0 auto;padding:24px 16px">${heading}${body}</main></div>`;
}

export interface PrerenderedPage {
  html: string;
}

/**
 * index.html with the first view of the public page at `pathname`, or null when the path is not a
 * public vendor page (or the location does not exist): the plain index.html is served then.
 */
export function createPublicPagePrerender(services: AppServices, schema: GraphQLSchema) {
  return async (pathname: string, acceptLanguage: string | undefined, indexHtml: string): Promise<string | null> => {
    const match = PAGE.exec(pathname);
    if (!match) return null;
    const [, langPrefix, vendorSlug = '', locationSlug = '', tab] = match;
    if (RESERVED.has(vendorSlug)) return null;
    const ctx = await createContext(services, null, langPrefix ?? acceptLanguage ?? 'fr');
    const result = await execute({
      schema,
      document: DOCUMENT,
      variableValues: { vendorSlug, locationSlug },
      contextValue: ctx,
    });
    const data = (result.data as { locationBySlug: PageData | null } | null)?.locationBySlug;
    if (!data) return null;
    const lang = ctx.lang;
    const basePath = `${langPrefix ? `/${langPrefix}` : ''}/${vendorSlug}/${locationSlug}`;
    const title = `${data.vendor.publicName} · ${data.name}`;
    const description = data.vendor.description?.trim() || `${data.vendor.publicName}, ${data.city}`;
    return indexHtml
      .replace(/<html lang="[a-z]+">/, `<html lang="${lang}">`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
      .replace(
        /<meta name="description" content="[^"]*" \/>/,
        `<meta name="description" content="${escapeHtml(description)}" />`,
      )
      .replace(/<div id="boot-loader"[\s\S]*?<\/style>\s*<\/div>/, firstView(data, lang, basePath, tab === 'book'));
  };
}
