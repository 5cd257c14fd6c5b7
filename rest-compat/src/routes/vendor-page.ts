// Spec §7 a vendor's public page, read by its slug (gateway module `vendors`, `vendorBySlug`).
import type { Route } from '../types.ts';
import { w } from '../wire/shape.ts';

const vendorFields = `id slug publicName description timezone workplacesEnabled liveMode defaultLanguage
  locations { id name shortName slug street zip city closedFrom }
  categories { id icon name }
  services { id name duration categoryId price }`;

export const vendorPageRoutes: Route[] = [
  {
    method: 'GET',
    path: '/vendors/slug/:slug',
    summary: "A vendor's public page",
    input: { params: { slug: w.text(100) } },
    field: 'vendorBySlug',
    notFoundOnNull: true,
    document: `query ($slug: String!) { vendorBySlug(slug: $slug) { ${vendorFields} } }`,
    variables: ({ params }) => ({ slug: params.slug }),
  },
];
