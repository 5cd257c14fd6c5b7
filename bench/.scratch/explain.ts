import { openCountedDatabase } from '../../gateway/src/modules/availability/counted-db.ts';
import { loadAvailabilityInput } from '../../gateway/src/modules/availability/availability.loader.ts';
import { seedBigVendor } from '../big-vendor.ts';
const db = await openCountedDatabase(process.env.DATABASE_URL);
const p = db.prisma;
const big = await seedBigVendor(p);
const day = big.today.clone().add(3, 'days').format('YYYY-MM-DD');
const req = {
  vendorId: big.vendorId,
  locationId: big.location.id,
  services: [{ id: big.services[0]!.id }, { id: big.services[1]!.id }],
  dateFrom: day,
  dateTo: day,
};
const qs: { query: string; params: string; duration: number }[] = [];
(p as any).$on('query', (e: any) => qs.push(e));
for (let i = 0; i < 30; i++) await loadAvailabilityInput(p, 'fr', req);
const n = qs.length;
const byQ = new Map<string, number[]>();
for (const q of qs.slice(10)) {
  const k = q.query.slice(0, 60);
  byQ.set(k, [...(byQ.get(k) ?? []), q.duration]);
}
for (const [k, d] of byQ)
  console.log(k.replace(/\s+/g, ' '), 'median', d.sort((a, b) => a - b)[Math.floor(d.length / 2)]);
let t = performance.now();
for (let i = 0; i < 30; i++) await loadAvailabilityInput(p, 'fr', req);
console.log('load ms', (performance.now() - t) / 30);
t = performance.now();
for (let i = 0; i < 30; i++) await p.$queryRaw`SELECT 1`;
console.log('SELECT 1 ms', (performance.now() - t) / 30);
const last = qs.slice(n - 2, n);
if (process.env.DATABASE_URL) {
  for (const q of last) {
    const params = JSON.parse(q.params);
    const plan = await p.$queryRawUnsafe<any[]>('EXPLAIN (ANALYZE, BUFFERS) ' + q.query, ...params.map((x: any) => x));
    console.log(
      plan
        .map((r) => r['QUERY PLAN'])
        .join('\n')
        .slice(0, 6000),
    );
  }
}
await db.close();
