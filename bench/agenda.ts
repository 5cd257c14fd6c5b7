// The staff calendar in Chromium for a large vendor: the demo vendor grown to 30 employees with
// 5,000 more events over 2 months (a fresh in-memory PGlite, or PostgreSQL with DATABASE_URL).
// Measures, from navigation start, the week grid (team mode, one column per employee and day) and
// the day grid until every event of the range is painted (the page's own clock, read after the
// paint of the frame where the last one is there); the time from a change saved by another client to its block
// painted; and the gzipped JavaScript a staff user loads for /agenda. The events of the range are counted in
// the database, and those drawn by the page's blocks: a service with processing time (a colouring) is one
// block over its parts (`data-parts`), so blocks and events are not counted alike.
// `--no-build` reuses web/dist.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import moment from 'moment-timezone';
import { type Page, chromium } from 'playwright-core';
import { login } from '../gateway/src/test/fixtures.ts';
import { startTestApp } from '../gateway/src/test/harness.ts';
import { seedDemo } from '../gateway/src/seed/demo.ts';
import { percentile } from './stats.ts';

const TZ = 'Europe/Zurich';
const EMPLOYEES = 30;
const EVENTS = 5000;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const web = path.resolve(import.meta.dirname, '../web');
const dist = path.join(web, 'dist');

if (!process.argv.includes('--no-build') || !existsSync(path.join(dist, 'index.html'))) {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], { cwd: web, stdio: ['ignore', 'ignore', 'inherit'] });
}

// --- JavaScript of the staff calendar's first load: entry, shell and agenda route, with their static imports.
interface Chunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
const closure = (keys: string[]) => {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const key of keys) visit(key);
  return [...files].filter((f) => f.endsWith('.js'));
};
const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry) as string;
const staffKeys = [entry, ...Object.keys(manifest).filter((k) => /agenda\/views\/AgendaPage|AdminSidebar/.test(k))];
const staffJsKb =
  Math.round(
    closure(staffKeys).reduce((kb, f) => kb + gzipSync(readFileSync(path.join(dist, f))).length / 1024, 0) * 10,
  ) / 10;

// --- Data: the demo vendor plus 25 employees (30 in all) and 5,000 events over two months.
const t = await startTestApp();
const p = t.app.services.prisma;
await seedDemo(p);
const vendor = await p.vendor.findFirstOrThrow({ where: { slug: 'salon-demo' } });
const location = await p.location.findFirstOrThrow({ where: { slug: 'lausanne-centre' } });
const service = await p.service.findFirstOrThrow({ where: { vendorId: vendor.id } });
const existing = await p.employee.count({ where: { vendorId: vendor.id } });
const added = await p.employee.createManyAndReturn({
  data: Array.from({ length: EMPLOYEES - existing }, (_, i) => ({
    vendorId: vendor.id,
    firstname: `Bench${String(i + 1).padStart(2, '0')}`,
    lastname: 'Employé',
    color: (['red', 'green', 'blue', 'pink', 'yellow', 'lightBlue'] as const)[i % 6],
  })),
});
const today = moment.tz(TZ).startOf('day');
for (const e of added) {
  await p.timetable.create({
    data: {
      vendorId: vendor.id,
      employeeId: e.id,
      type: 'RECURRING',
      validFrom: new Date(`${today.clone().subtract(1, 'year').format('YYYY-MM-DD')}T00:00:00Z`),
      ranges: {
        create: [1, 2, 3, 4, 5, 6].flatMap((weekday) => [
          { weekday, startMinute: 8 * 60, endMinute: 12 * 60, locationId: location.id },
          { weekday, startMinute: 13 * 60, endMinute: 18 * 60, locationId: location.id },
        ]),
      },
    },
  });
}
// Six 45-minute slots a day (none at 12:15, kept free for the live update); four taken in turn.
const SLOTS = ['08:15', '09:15', '10:15', '13:15', '14:30', '16:00'];
const rows = [];
for (let d = -30; rows.length < EVENTS && d <= 31; d++) {
  const day = today.clone().add(d, 'days');
  for (const [k, e] of added.entries()) {
    for (const [s, slot] of SLOTS.entries()) {
      if ((d + k + s) % 6 >= 4 || rows.length >= EVENTS) continue;
      const start = moment.tz(`${day.format('YYYY-MM-DD')} ${slot}`, 'YYYY-MM-DD HH:mm', TZ).toDate();
      const end = new Date(start.getTime() + 45 * 60_000);
      rows.push({
        vendorId: vendor.id,
        kind: 'APPOINTMENT' as const,
        start,
        end,
        customerStart: start,
        customerEnd: end,
        employeeId: e.id,
        serviceId: service.id,
        locationId: location.id,
        summary: `Client ${rows.length + 1}`,
      });
    }
  }
}
await p.event.createMany({ data: rows });

const monday = today.clone().isoWeekday(1);
const countIn = (from: moment.Moment, to: moment.Moment) =>
  p.event.count({
    where: { vendorId: vendor.id, active: true, start: { lt: to.toDate() }, end: { gt: from.toDate() } },
  });
const weekCount = await countIn(monday, monday.clone().add(7, 'days'));
const dayCount = await countIn(today, today.clone().add(1, 'day'));

// --- Browser: a staff user, the calendar settings set as a user would leave them.
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-CH' })).newPage();
if (process.env.BENCH_SPLIT) {
  page.on('request', (r) => {
    if (r.url().includes('/graphql') && r.method() === 'POST') {
      const b = r.postDataJSON() as { operationName?: string } | { operationName?: string }[];
      console.error('op', Array.isArray(b) ? b.map((x) => x.operationName).join('+') : b?.operationName);
    }
  });
}
await page.goto(`${t.url}/login`);
await page.getByLabel("E-mail ou nom d'utilisateur").fill('staff@salon-demo.ch');
await page.getByLabel('Mot de passe').fill('demo1234');
await page.getByRole('button', { name: 'Se connecter' }).click();
await page.waitForURL(/\/agenda/);

const settings = (displayType: string) =>
  JSON.stringify({
    viewType: 'employee',
    viewMode: 'team',
    displayType,
    previousDisplayType: null,
    startOfDay: 8,
    zoom: 1,
    selectedDate: null,
  });

/** Milliseconds from navigation start until the blocks in the page draw `count` events, at a frame. */
async function renderTime(target: Page, displayType: string, count: number): Promise<number> {
  await target.evaluate((s) => localStorage.setItem('calendarSettings', s), settings(displayType));
  await target.goto(`${t.url}/agenda?viewType=employee&date=${today.format('YYYY-MM-DD')}`);
  // The time is taken in the page, once the frame where the blocks are all there has been laid out
  // and painted (a task posted from that frame's animation callback runs after its paint): reading it
  // afterwards would add the round trip to this process, which also runs the gateway.
  const done = (await (
    await target.waitForFunction(
      (n) => {
        const w = window as unknown as { __agendaPainted?: number; __agendaSeen?: boolean };
        if (!w.__agendaSeen) {
          // The events drawn: a block's own, or its parts. (No named function here: the bundler
          // would wrap it in a helper the page does not have.)
          const drawn = new Set<string>();
          for (const el of document.querySelectorAll('[data-testid^="agenda-event-"]')) {
            const parts = el.getAttribute('data-parts');
            for (const id of parts ? parts.split(' ') : [el.getAttribute('data-testid')!.slice(13)]) drawn.add(id);
          }
          if (drawn.size >= n) {
            w.__agendaSeen = true;
            setTimeout(() => {
              w.__agendaPainted = performance.now();
            });
          }
        }
        return w.__agendaPainted ?? false;
      },
      count,
      { polling: 'raf', timeout: 60_000 },
    )
  ).jsonValue()) as number;
  if (process.env.BENCH_SPLIT) {
    const split = await target.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e as PerformanceResourceTiming)
        .filter((e) => e.name.includes('/graphql'))
        .map((e) => `${e.name.split('/').pop()}:${Math.round(e.startTime)}-${Math.round(e.responseEnd)}`),
    );
    console.error(displayType, Math.round(done), split.join(' '));
  }
  return done;
}

const weekRuns: number[] = [];
const dayRuns: number[] = [];
for (let i = 0; i < RUNS; i++) weekRuns.push(await renderTime(page, 'weekGrid', weekCount));
for (let i = 0; i < RUNS; i++) dayRuns.push(await renderTime(page, 'dayGrid', dayCount));
if (process.env.BENCH_TRACE) {
  await browser.startTracing(page, {
    path: process.env.BENCH_TRACE,
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'blink.user_timing',
      'loading',
    ],
  });
  await renderTime(page, 'dayGrid', dayCount);
  await browser.stopTracing();
}
if (process.env.BENCH_PROFILE) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await renderTime(page, 'dayGrid', dayCount);
  const { profile } = await cdp.send('Profiler.stop');
  writeFileSync(process.env.BENCH_PROFILE, JSON.stringify(profile));
}

// --- Live: another client saves an event; time until its block is painted in the open week grid.
await renderTime(page, 'weekGrid', weekCount);
await page.evaluate(() => {
  const seen = new Map<string, number>();
  (window as unknown as { __painted: Map<string, number> }).__painted = seen;
  new MutationObserver(() => {
    for (const el of document.querySelectorAll('[data-testid^="agenda-event-"]')) {
      const id = el.getAttribute('data-testid') as string;
      if (!seen.has(id)) {
        seen.set(id, -1);
        requestAnimationFrame(() => seen.set(id, Date.now()));
      }
    }
  }).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-testid'] });
  for (const el of document.querySelectorAll('[data-testid^="agenda-event-"]')) {
    seen.set(el.getAttribute('data-testid') as string, 0);
  }
});
const staffToken = await login(t, 'staff@salon-demo.ch');
const CREATE = `mutation ($input: EventInput!) { createEvent(input: $input) { __typename ... on Event { id } ... on ConflictError { message } } }`;
const liveRuns: number[] = [];
for (let i = 0; i < RUNS; i++) {
  // A day of the week on screen.
  const day = monday
    .clone()
    .add(i % 7, 'days')
    .format('YYYY-MM-DD');
  const start = moment.tz(`${day} 12:15`, 'YYYY-MM-DD HH:mm', TZ);
  const sent = Date.now();
  const res = await t.gql<{ createEvent: { __typename: string; id: number } }>(
    CREATE,
    {
      input: {
        kind: 'PRIVATE',
        employeeId: added[i]!.id,
        start: start.toISOString(),
        end: start.clone().add(30, 'minutes').toISOString(),
        summary: 'Pause',
      },
    },
    staffToken,
  );
  if (res.data?.createEvent.__typename !== 'Event') throw new Error(`createEvent: ${JSON.stringify(res)}`);
  const key = `agenda-event-${res.data.createEvent.id}`;
  await page.waitForFunction(
    (k) => ((window as unknown as { __painted: Map<string, number> }).__painted.get(k) ?? -1) > 0,
    key,
    { polling: 50, timeout: 60_000 },
  );
  const painted = await page.evaluate(
    (k) => (window as unknown as { __painted: Map<string, number> }).__painted.get(k) as number,
    key,
  );
  liveRuns.push(painted - sent);
}

await browser.close();
await t.stop();

const median = (xs: number[]) => Math.round(percentile(xs, 50));
console.log(
  JSON.stringify({
    bench: 'agenda',
    employees: EMPLOYEES,
    events: EVENTS,
    week_events: weekCount,
    day_events: dayCount,
    week_render_ms: median(weekRuns),
    day_render_ms: median(dayRuns),
    live_update_ms: median(liveRuns),
    staff_initial_js_gzip_kb: staffJsKb,
    load_avg_1m: Math.round(loadavg()[0]! * 10) / 10,
  }),
);
