// `npm run bench -- NAME`: runs one benchmark, which prints one JSON line of figures.
const benches: Record<string, () => Promise<unknown>> = {
  engine: () => import('./engine.ts'),
  availability: () => import('./availability.ts'),
  fill: () => import('./fill.ts'),
  bundle: () => import('./bundle.ts'),
  agenda: () => import('./agenda.ts'),
  fanout: () => import('./fanout.ts'),
  writes: () => import('./writes.ts'),
  overhead: () => import('./overhead.ts'),
  customers: () => import('./customers.ts'),
  lighthouse: () => import('./lighthouse.ts'),
  webhooks: () => import('./webhooks.ts'),
};

const name = process.argv[2] ?? '';
const bench = benches[name];
if (!bench) {
  console.error(`usage: npm run bench -- <${Object.keys(benches).join('|')}>`);
  process.exit(1);
}
await bench();
