// Customer search and card through GraphQL on a vendor with 50,000 customers: the real app
// (buildApp) on a fresh PostgreSQL database when DATABASE_URL is set, else an in-memory PGlite.
// Searches are partial names (accents and case varied), e-mail parts and phone numbers typed in
// the Swiss national format; the card is the customer view's first request (card, stats, points,
// comments, open and closed bookings).
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemo } from '../gateway/src/seed/demo.ts';
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
  // Generated in one INSERT … SELECT (deterministic: every value derives from the row number).
  const list = (values: readonly string[]) => `ARRAY[${values.map((v) => `'${v}'`).join(',')}]`;
  await prisma.$executeRawUnsafe(`
    INSERT INTO "Customer" ("vendorId", "firstname", "lastname", "email", "phoneMobile", "city", "country", "type")
    SELECT ${vendor.id},
      (${list(FIRST)})[1 + (i * 7) % ${FIRST.length}],
      (${list(LAST)})[1 + (i * 13) % ${LAST.length}] || CASE WHEN i % 3 = 0 THEN '' ELSE '-' || ((i * 37) % 5000) END,
      lower(translate((${list(FIRST)})[1 + (i * 7) % ${FIRST.length}], 'ÉéèüäöïÜ', 'eeeuaoiu')) || '.' || i || '@' || (${list(DOMAINS)})[1 + (i * 3) % ${DOMAINS.length}],
      '+417' || (6 + i % 4) || lpad(((i * 7919) % 10000000)::text, 7, '0'),
      (ARRAY['Lausanne','Genève','Sion','Fribourg','Neuchâtel'])[1 + i % 5],
      'CH', 'PRIVATE'
    FROM generate_series(1, ${CUSTOMERS}) AS i`);
  await prisma.$executeRawUnsafe('ANALYZE');
  const rows = await prisma.customer.findMany({
    where: { vendorId: vendor.id, email: { endsWith: '@sunrise.ch' } },
    take: 1,
    skip: 300,
    orderBy: { id: 'asc' },
  });

  const login = await t.gql<{ login: { token: string } }>(LOGIN, { u: DEMO_LOGINS.staff, p: DEMO_PASSWORD });
  const token = login.data!.login.token;
  const sample = rows[0]!;
  const phone = sample.phoneMobile!;
  const national = `0${phone.slice(3, 5)} ${phone.slice(5, 8)} ${phone.slice(8, 10)} ${phone.slice(10)}`;
  const searches = [
    'mull', // Müller without the umlaut
    'ZURCH',
    'megevand-12',
    'noémie rochat',
    'chloe.42',
    `${sample.email!.split('@')[0]}`,
    'sunrise.ch',
    national,
    sample.phoneMobile!.slice(3, 9),
    'bachler',
  ];
  const SEARCH = `query ($s: String!) { customers(search: $s) {
    items { id firstname lastname email phoneMobile city } pagination { count pageCount currentPage limit } } }`;
  // Every search must find something, or the figures would measure nothing.
  for (const s of searches) {
    const res = await t.gql<{ customers: { pagination: { count: number } } }>(SEARCH, { s }, token);
    if (!res.data?.customers.pagination.count) throw new Error(`no result for ${s}: ${JSON.stringify(res)}`);
  }
  // BENCH_EXPLAIN=1 prints on stderr the plan of a name search and of a phone search.
  if (process.env.BENCH_EXPLAIN) {
    const text = `c."searchText"`;
    const phones = `c."phoneDigits"`;
    for (const where of [
      `${text} LIKE public.immutable_unaccent('%mull%'::text)`,
      `${phones} LIKE '%${phone.slice(1)}%'`,
    ]) {
      const plan = await prisma.$queryRawUnsafe<{ 'QUERY PLAN': string }[]>(
        `EXPLAIN ANALYZE SELECT c."id" FROM "Customer" c WHERE c."vendorId" = ${vendor.id} AND ${where}
         ORDER BY lower(c."lastname"), lower(c."firstname"), c."id" LIMIT 25`,
      );
      console.error(plan.map((r) => r['QUERY PLAN']).join('\n'));
    }
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
