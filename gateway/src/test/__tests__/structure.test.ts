// The layout and tenancy rules of docs/conventions.md, checked on the source files: root fields
// live only in a module's query/mutation/subscription files, and the unscoped client is used only
// in the named places that must cross vendors.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const modules = path.join(src, 'modules');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(full);
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
  'modules/bookings/booking.manage.ts',
  'modules/auth/auth.service.ts',
  'modules/availability/availability.query.ts',
  // Public: a guest's live availability of one location (the location is checked against the vendor).
  'modules/availability/availability.subscription.ts',
  // Public: a vendor's picture served as an image to anyone (the public page and directory).
  'modules/vendors/picture.download.ts',
  'modules/customers/customer.service.ts',
  'modules/employees/employee.service.ts',
  'modules/invoices/invoice.service.ts',
  'modules/locations/location.type.ts',
  'modules/jobs/worker.ts',
  'modules/notifications/email-render.ts',
  // Calendar syncs and pushes run from the job queue, for any vendor's connection.
  'modules/calendar-sync/calendar.jobs.ts',
  'modules/calendar-sync/calendar.sync.ts',
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
  'modules/vendors/vendor.type.ts',
  'modules/vouchers/voucher.service.ts',
  // Bookings across vendors: a customer's or guest's booking at any vendor (scoped to that vendor
  // once allowed), the user's own bookings at every vendor, and the availability loader's raw client.
  'modules/bookings/booking.access.ts',
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
