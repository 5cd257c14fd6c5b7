// Customer search and card through GraphQL on a vendor with 50,000 customers: the real app
// (buildApp) on a fresh PostgreSQL database when DATABASE_URL is set, else an in-memory PGlite.
// Searches are partial names (accents and case varied), e-mail parts and phone numbers typed in
// the Swiss national format; the card is the customer view's first request (card, stats, points,
// comments, open and closed bookings).
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemo } from '../prisma/seed/demo.ts';
import { prng } from '../gateway/src/lib/prng.ts';
import { startTestApp } from '../gateway/src/test/harness.ts';
import { LOGIN } from '../gateway/src/test/fixtures.ts';
import { percentile, timeRunsAsync } from './stats.ts';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 50_000);
const FIRST = ['Anne', 'Élodie', 'Jean', 'Noémie', 'Luca', 'Chloé', 'Marc', 'Zoé', 'Jürg', 'Léa', 'Nicolas', 'Inès'];
const LAST = ['Müller', 'Rochat', 'Favre', 'Bächler', 'Gerber', 'Pérez', 'Schär', 'Dubois', 'Zürcher', 'Mégevand'];
const DOMAINS = ['bluewin.ch', 'gmail.com', 'sunrise.ch', 'hotmail.com', 'protonmail.ch'];

const t = await startTestApp();
try {
  const prisma = t.app.services.prisma;
  await seedDemo(prisma);
  const vendor = await prisma.vendor.findFirstOrThrow({ where: { slug: 'salon-demo' } });
  const random = prng(7);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const rows = Array.from({ length: CUSTOMERS }, (_, i) => {
    const firstname = pick(FIRST);
    // A number suffix makes most last names rare, as in a real file, while the stems stay common.
    const lastname = `${pick(LAST)}${i % 3 === 0 ? '' : `-${Math.floor(random() * 5000)}`}`;
    return {
      vendorId: vendor.id,
      firstname,
      lastname,
      email: `${firstname.toLowerCase()}.${i}@${pick(DOMAINS)}`,
      phoneMobile: `+417${6 + Math.floor(random() * 4)}${String(Math.floor(random() * 1e7)).padStart(7, '0')}`,
      city: pick(['Lausanne', 'Genève', 'Sion', 'Fribourg', 'Neuchâtel']),
    };
  });
  for (let i = 0; i < rows.length; i += 5000) await prisma.customer.createMany({ data: rows.slice(i, i + 5000) });
  await prisma.$executeRawUnsafe('ANALYZE');

  const login = await t.gql<{ login: { token: string } }>(LOGIN, { u: DEMO_LOGINS.staff, p: DEMO_PASSWORD });
  const token = login.data!.login.token;
  const sample = rows[12_345 % rows.length]!;
  const national = `0${sample.phoneMobile.slice(3, 5)} ${sample.phoneMobile.slice(5, 8)} ${sample.phoneMobile.slice(8)}`;
  const searches = [
    'mull', // Müller without the umlaut
    'ZURCH',
    'megevand-12',
    'noémie rochat',
    'chloe.4242',
    `${sample.email.split('@')[0]}`,
    'sunrise.ch',
    national,
    sample.phoneMobile.slice(3, 9),
    'bachler',
  ];
  const SEARCH = `query ($s: String!) { customers(search: $s) {
    items { id firstname lastname email phoneMobile city } pagination { count pageCount currentPage limit } } }`;
  // Every search must find something, or the figures would measure nothing.
  for (const s of searches) {
    const res = await t.gql<{ customers: { pagination: { count: number } } }>(SEARCH, { s }, token);
    if (!res.data?.customers.pagination.count) throw new Error(`no result for ${s}: ${JSON.stringify(res)}`);
  }
  let k = 0;
  const search = await timeRunsAsync(200, () => t.gql(SEARCH, { s: searches[k++ % searches.length] }, token));

  const ids = (await prisma.customer.findMany({ where: { vendorId: vendor.id }, select: { id: true }, take: 500 })).map(
    (c) => c.id,
  );
  const CARD = `query ($id: Int!) {
    customerCard(customerId: $id) {
      customer { id firstname lastname email phoneMobile phoneHome phoneWork address zip city birthdate }
      stats { visits totalSpent lastVisit nextVisit noShows favoriteServices { name count } }
      points { points pointsValue paidVisits visitsUntilVoucher fidelityBalance }
    }
    comments(customerId: $id) { items { id comment createdAt } pagination { count pageCount currentPage limit } }
    open: customerBookings(customerId: $id, open: true) { items { id start status } pagination { count } }
    closed: customerBookings(customerId: $id, open: false) { items { id start status } pagination { count } }
  }`;
  let j = 0;
  const card = await timeRunsAsync(100, async () => {
    const res = await t.gql<{ customerCard: unknown }>(CARD, { id: ids[j++ % ids.length] }, token);
    if (!res.data?.customerCard) throw new Error(JSON.stringify(res));
  });
  console.log(
    JSON.stringify({
      bench: 'customers',
      database: process.env.DATABASE_URL ? 'postgresql' : 'pglite',
      customers: CUSTOMERS,
      search_median_ms: percentile(search, 50),
      search_p95_ms: percentile(search, 95),
      card_median_ms: percentile(card, 50),
    }),
  );
} finally {
  await t.stop();
}
