// The layout and tenancy rules of docs/conventions.md, checked on the source files: root fields
// live only in a module's query/mutation/subscription files, the unscoped client and raw SQL are
// used only in the named places that must cross vendors, files and functions stay small, and the
// layers import one way (the gateway's core never imports the REST adapter or the test support).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  frontDoorViolations,
  type Import,
  importsOf,
  specifiersOf,
  layerViolations,
  moduleCycles,
  moduleGraph,
  useCaseViolations,
} from '../module-graph.ts';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const modules = path.join(src, 'modules');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return ['__tests__', 'node_modules'].includes(entry.name) ? [] : sourceFiles(full);
    }
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

const relative = (file: string) => path.relative(src, file).split(path.sep).join('/');
const files = sourceFiles(modules).map((file) => ({ file: relative(file), text: readFileSync(file, 'utf8') }));

/** Which root a file registers fields on, by the builder calls and the CRUD helper it makes. */
const rootCalls: Record<'query' | 'mutation' | 'subscription', RegExp> = {
  query: /\bbuilder\.(queryField|queryFields)\(|\bcrudQueries\(/,
  mutation: /\bbuilder\.(mutationField|mutationFields)\(|\bcrudMutations\(/,
  subscription: /\bbuilder\.(subscriptionField|subscriptionFields)\(/,
};

// Root fields still waiting to move beside their kind (none now). Remove an entry once its file
// is split: the test then insists on it.
const pendingRootFields = new Set<string>([]);

// The unscoped client crosses vendors: sign-in and sign-up, user accounts (not a vendor's rows),
// the public directory and booking pages, a customer's own records at every vendor, the secret
// iCal feed, the schedulers and job handlers, and a booking reached by its signed manage link.
// Everything else goes through ctx.vendorDb().
const unscopedAllowed = new Set([
  'modules/auth/auth.query.ts',
  'modules/bookings/manage/booking.manage.ts',
  'modules/auth/auth.service.ts',
  // Login sessions and two-factor sign-in belong to a person, not to a vendor.
  'modules/auth/session.service.ts',
  'modules/auth/two-factor.service.ts',
  'modules/availability/availability.query.ts',
  // Public: a guest's live availability of one location (the location is checked against the vendor).
  'modules/availability/availability.subscription.ts',
  // Public: a vendor's picture served as an image to anyone (the public page and directory).
  'modules/vendors/picture.download.ts',
  'modules/customers/customer.service.ts',
  // A customer's figures, for the customer at any vendor (after customerAccess) or the staff.
  'modules/customers/customer.stats.ts',
  // The secret iCal feed: the token finds the employee at any vendor.
  'modules/employees/employee.ical.ts',
  // A receipt of any vendor's invoice, for its customer or its staff (after the access check).
  'modules/invoices/invoice.print.ts',
  // Sign-up: a new vendor and its first admin account.
  'modules/vendors/vendor.signup.ts',
  'modules/invoices/invoice.service.ts',
  'modules/locations/location.type.ts',
  'modules/jobs/worker.ts',
  'modules/notifications/email-render.ts',
  // Calendar syncs and pushes run from the job queue, for any vendor's connection.
  'modules/caldav/caldav.jobs.ts',
  'modules/caldav/caldav.sync.ts',
  // Changes are dispatched after their commit (and swept) for any vendor, then scoped per vendor.
  'modules/changes/change.dispatch.ts',
  // The team chat's post runs from the job queue, for any vendor.
  'modules/vendors/chat.effects.ts',
  // Webhook deliveries run from the job queue, for any vendor.
  'modules/webhooks/webhook.delivery.ts',
  'modules/notifications/mailer.ts',
  'modules/notifications/reminders.ts',
  'modules/notifications/sms.ts',
  'modules/users/users.query.ts',
  'modules/users/users.service.ts',
  // Posts a new booking to the team chat after the request's transaction, for any booker.
  'modules/vendors/chat.service.ts',
  'modules/vendors/directory.service.ts',
  'modules/vendors/vendor.mutation.ts',
  'modules/vendors/vendor.query.ts',
  'modules/vendors/vendor.service.ts',
  'modules/vouchers/voucher.service.ts',
  // Bookings across vendors: a customer's or guest's booking at any vendor (scoped to that vendor
  // once allowed), the user's own bookings at every vendor, and the availability loader's raw client.
  'modules/bookings/core/booking.access.ts',
  // The waitlist: a customer joins at any vendor and sees their own entries at every vendor; the
  // offers are made from the job queue for any vendor; an offer's signed link finds its entry.
  'modules/waitlist/waitlist.service.ts',
  'modules/waitlist/waitlist.match.ts',
  'modules/waitlist/waitlist.offer.ts',
  'modules/waitlist/waitlist.type.ts',
]);

describe('module layout', () => {
  it('registers root fields only in <domain>.query.ts, .mutation.ts and .subscription.ts', () => {
    const misplaced: string[] = [];
    const pendingSeen = new Set<string>();
    for (const { file, text } of files) {
      if (file === 'modules/common/crud.ts') continue; // the helper itself
      for (const [root, pattern] of Object.entries(rootCalls)) {
        if (!pattern.test(text) || file.endsWith(`.${root}.ts`)) continue;
        const key = `${file}:${root}`;
        if (pendingRootFields.has(key)) pendingSeen.add(key);
        else misplaced.push(key);
      }
    }
    expect(misplaced).toEqual([]);
    expect([...pendingSeen].sort()).toEqual([...pendingRootFields].sort());
  });

  it('keeps inputs and root fields out of *.type.ts files', () => {
    const typeFiles = files.filter((f) => f.file.endsWith('.type.ts'));
    expect(typeFiles.length).toBeGreaterThan(10);
    expect(typeFiles.filter((f) => /\bbuilder\.inputType\(/.test(f.text)).map((f) => f.file)).toEqual([]);
  });
});

describe('tenancy', () => {
  it('uses the unscoped client only in the named cross-vendor places', () => {
    const unscoped = /\b(ctx|app)\.prisma\b/;
    const users = files.filter((f) => unscoped.test(f.text)).map((f) => f.file);
    expect(users.filter((f) => !unscopedAllowed.has(f))).toEqual([]);
    // A place that no longer needs the unscoped client leaves the list.
    expect([...unscopedAllowed].filter((f) => !users.includes(f))).toEqual([]);
  });
});

describe('time', () => {
  it('reads the current instant only through lib/clock.ts, so tests can start the app at any moment', () => {
    // Every product file of the gateway (not the test support, not the clock itself).
    const product = sourceFiles(src)
      .map((file) => ({ file: relative(file), text: readFileSync(file, 'utf8') }))
      .filter((f) => !f.file.startsWith('test/') && f.file !== 'lib/clock.ts');
    expect(product.length).toBeGreaterThan(100);
    const wallClock = /\bDate\.now\(\)|new Date\(\)|\bmoment\(\)|\bmoment\.tz\([A-Za-z_.]+\)/;
    expect(product.filter((f) => wallClock.test(f.text)).map((f) => f.file)).toEqual([]);
  });
});

// Server code (the gateway, the REST adapter, the shared packages): every product file, tests and
// generated code left out.
const repo = path.resolve(src, '../..');
const packagesDir = path.join(repo, 'packages');
const serverFiles = [
  path.join(repo, 'gateway/src'),
  path.join(repo, 'rest-compat/src'),
  ...readdirSync(packagesDir).map((name) => path.join(packagesDir, name, 'src')),
]
  .flatMap((dir) => sourceFiles(dir))
  .filter((file) => !file.split(path.sep).includes('generated'))
  .map((file) => ({ file: path.relative(repo, file).split(path.sep).join('/'), text: readFileSync(file, 'utf8') }));
const productFiles = serverFiles.filter((f) => !f.file.startsWith('gateway/src/test/'));

const MAX_FILE_LINES = 300;
const MAX_FUNCTION_LINES = 150;

/** Every function (declaration, expression, arrow, method, accessor) longer than MAX_FUNCTION_LINES. */
function longFunctions(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = last - first + 1;
      if (lines > MAX_FUNCTION_LINES) found.push(`${file}:${first + 1} (${lines} lines)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('size', () => {
  it(`keeps every server source file within ${MAX_FILE_LINES} lines`, () => {
    expect(serverFiles.length).toBeGreaterThan(200);
    const long = serverFiles
      .map((f) => ({ file: f.file, lines: f.text.split('\n').length - (f.text.endsWith('\n') ? 1 : 0) }))
      .filter((f) => f.lines > MAX_FILE_LINES)
      .map((f) => `${f.file} (${f.lines} lines)`);
    expect(long).toEqual([]);
  });

  it(`keeps every server function within ${MAX_FUNCTION_LINES} lines`, () => {
    expect(serverFiles.flatMap((f) => longFunctions(f.file, f.text))).toEqual([]);
  });
});

// Raw SQL is not rewritten by the scoped client. A raw query on a vendor's rows goes through
// vendorRaw() (db/raw.ts), which gives it the vendor's filter and refuses a query without it; these
// files alone call $queryRaw / $executeRaw themselves, each for a reason.
const rawSqlAllowed = new Map([
  ['gateway/src/db/raw.ts', 'the vendor-scoped helper itself'],
  ['gateway/src/db/locks.ts', 'advisory locks: lock keys, no table rows'],
  ['gateway/src/modules/jobs/worker.ts', 'the job queue: claims due jobs of every vendor'],
  ['gateway/src/modules/notifications/reminders.ts', 'the reminder scheduler: due reminders of every vendor'],
  ['gateway/src/app/metrics.instruments.ts', 'queue depths, database-wide'],
  ['gateway/src/modules/vendors/directory.service.ts', 'the public directory: published locations of every vendor'],
  [
    'gateway/src/modules/bookings/list/booking.list.ts',
    "a user's own bookings at every vendor (scoped by vendorRaw for one vendor)",
  ],
]);

/** The text without its comments (a comment may name what it does not call). */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

describe('raw SQL', () => {
  const rawCall = /\$(queryRaw|executeRaw|queryRawUnsafe|executeRawUnsafe)\b/;

  it('is called only in the named files; every other raw query goes through vendorRaw()', () => {
    const users = serverFiles.filter((f) => rawCall.test(withoutComments(f.text))).map((f) => f.file);
    expect(users.filter((f) => !rawSqlAllowed.has(f))).toEqual([]);
    // A file that no longer needs raw SQL leaves the list.
    expect([...rawSqlAllowed.keys()].filter((f) => !users.includes(f))).toEqual([]);
  });

  it('uses vendorRaw() somewhere (the helper is not dead code)', () => {
    expect(productFiles.filter((f) => /\bvendorRaw\(/.test(f.text)).length).toBeGreaterThan(5);
  });
});

describe('layers', () => {
  // What each file imports, as written (packages by name, files by relative path).
  const importedBy = (f: { file: string; text: string }) => specifiersOf(f.file, f.text).map((i) => i.specifier);

  it('imports the REST adapter only from the composition root that mounts it (gateway/src/app/rest.ts)', () => {
    const importers = productFiles
      .filter((f) => f.file.startsWith('gateway/') || f.file.startsWith('packages/'))
      .filter((f) => importedBy(f).some((i) => i === '@salon/rest-compat' || i.includes('rest-compat/')))
      .map((f) => f.file);
    expect(importers).toEqual(['gateway/src/app/rest.ts']);
  });

  it('keeps the shared packages free of the gateway and the REST adapter', () => {
    const wrong = productFiles
      .filter((f) => f.file.startsWith('packages/'))
      .filter((f) => importedBy(f).some((i) => i.startsWith('@salon/rest-compat') || i.includes('gateway/')));
    expect(wrong.map((f) => f.file)).toEqual([]);
  });

  it('never imports the test support (gateway/src/test) from product code', () => {
    const wrong = productFiles
      .filter((f) => f.file.startsWith('gateway/src/'))
      .filter((f) =>
        importedBy(f).some((i) => {
          if (!i.startsWith('.')) return false;
          const target = path
            .relative(repo, path.resolve(repo, path.dirname(f.file), i))
            .split(path.sep)
            .join('/');
          return target.startsWith('gateway/src/test/') || target.includes('/__tests__/');
        }),
      );
    expect(wrong.map((f) => f.file)).toEqual([]);
  });
});

describe('front doors and layers', () => {
  // Every product file of the gateway but the generated code, paths relative to gateway/src.
  const gatewayImports = sourceFiles(src)
    .filter((file) => !relative(file).startsWith('generated/'))
    .flatMap((file) => importsOf(relative(file), readFileSync(file, 'utf8')));
  const fake = (from: string, to: string, options: Partial<Import> = {}): Import => ({
    from,
    to,
    typeOnly: false,
    sideEffect: false,
    ...options,
  });

  it('reads the imports of the sources', () => {
    expect(gatewayImports.length).toBeGreaterThan(1000);
    expect(moduleGraph(gatewayImports).get('bookings')?.has('booking-core')).toBe(true);
  });

  it('has no cycle between modules', () => {
    expect(moduleCycles(moduleGraph(gatewayImports))).toEqual([]);
    // The check finds a made-up circle (and leaves the module that only enters it out).
    const circle = [
      fake('modules/a/a.service.ts', 'modules/b/index.ts'),
      fake('modules/b/b.service.ts', 'modules/c/index.ts', { typeOnly: true }),
      fake('modules/c/c.service.ts', 'modules/a/index.ts'),
      fake('modules/d/d.service.ts', 'modules/a/index.ts'),
    ];
    expect(moduleCycles(moduleGraph(circle))).toEqual([['a', 'b', 'c']]);
    expect(moduleCycles(moduleGraph(circle.slice(1)))).toEqual([]);
  });

  it('imports another module only through its front door (index.ts), outside the registration lists', () => {
    expect(frontDoorViolations(gatewayImports)).toEqual([]);
    // Every module has one.
    const withoutDoor = readdirSync(modules).filter((m) => !readdirSync(path.join(modules, m)).includes('index.ts'));
    expect(withoutDoor).toEqual([]);
    const made = [
      fake('modules/a/a.service.ts', 'modules/b/b.rules.ts'),
      fake('app/http.ts', 'modules/b/b.download.ts'),
      fake('modules/a/a.service.ts', 'modules/b/index.ts'),
      fake('modules/a/a.service.ts', 'modules/a/a.rules.ts'),
      fake('modules/a/__tests__/a.test.ts', 'modules/b/b.rules.ts'),
      fake('schema.ts', 'modules/b/b.type.ts', { sideEffect: true }),
      fake('app/effects.ts', 'modules/b/b.effects.ts', { sideEffect: true }),
      fake('app/effects.ts', 'modules/b/b.rules.ts'),
    ];
    expect(frontDoorViolations(made)).toEqual([
      'modules/a/a.service.ts -> modules/b/b.rules.ts',
      'app/http.ts -> modules/b/b.download.ts',
      'app/effects.ts -> modules/b/b.rules.ts',
    ]);
  });

  it('keeps the use-case folders of a module apart: each imports its own folder, the core and the root files', () => {
    expect(useCaseViolations(gatewayImports)).toEqual([]);
    const made = [
      fake('modules/a/create/a.create.ts', 'modules/a/change/a.confirm.ts'),
      fake('modules/a/core/a.write.ts', 'modules/a/create/a.insert.ts', { typeOnly: true }),
      fake('modules/a/create/a.create.ts', 'modules/a/create/a.insert.ts'),
      fake('modules/a/create/a.create.ts', 'modules/a/core/a.access.ts'),
      fake('modules/a/create/a.create.ts', 'modules/a/a.messages.ts'),
      fake('modules/a/a.mutation.ts', 'modules/a/create/a.create.ts'),
      fake('modules/a/core/a.access.ts', 'modules/a/a.messages.ts'),
      fake('modules/a/create/__tests__/a.test.ts', 'modules/a/change/a.confirm.ts'),
      fake('modules/b/create/b.create.ts', 'modules/a/index.ts'),
    ];
    expect(useCaseViolations(made)).toEqual([
      'modules/a/create/a.create.ts -> modules/a/change/a.confirm.ts',
      'modules/a/core/a.write.ts -> modules/a/create/a.insert.ts',
    ]);
  });

  it('imports only its own layer or lower ones (lib/ imports nothing of the app)', () => {
    expect(layerViolations(gatewayImports)).toEqual([]);
    expect(gatewayImports.filter((i) => i.from.startsWith('lib/') && !i.to.startsWith('lib/'))).toEqual([]);
    const made = [
      fake('lib/clock.ts', 'scheduling/calendar.ts'),
      fake('lib/health.ts', 'db/database.ts', { typeOnly: true }),
      fake('db/raw.ts', 'context.ts'),
      fake('modules/a/a.service.ts', 'app/http.ts'),
      fake('context.ts', 'modules/auth/index.ts'),
      fake('context.ts', 'modules/auth/index.ts', { typeOnly: true }),
      fake('lib/__tests__/clock.test.ts', 'app/http.ts'),
      fake('modules/a/a.service.ts', 'lib/clock.ts'),
      fake('app/graphql.ts', 'schema.ts'),
    ];
    expect(layerViolations(made)).toEqual([
      'lib/clock.ts (lib) -> scheduling/calendar.ts (scheduling)',
      'lib/health.ts (lib) -> db/database.ts (db)',
      'db/raw.ts (db) -> context.ts (root)',
      'modules/a/a.service.ts (modules) -> app/http.ts (app)',
      'context.ts (root) -> modules/auth/index.ts (modules)',
    ]);
  });
});
