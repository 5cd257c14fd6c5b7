// The vendor's own data as files, for its records and for GDPR requests (access, portability):
// customers, bookings and invoices, as one JSON document or one CSV file per kind. Admins only;
// every read goes through the vendor-confined client.
import type { Context } from '../../context.ts';
import { now } from '../../lib/clock.ts';
import { spreadsheetPhone } from '@salon/shared/phone';
import { csvFile } from '../../lib/csv.ts';
import { pickTranslation } from '../../lib/translate.ts';

export const EXPORT_KINDS = ['customers', 'bookings', 'invoices'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
export type ExportFormat = 'json' | 'csv';

export interface ExportFile {
  fileName: string;
  contentType: string;
  content: string;
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const day = (d: Date | null | undefined) => (d ? d.toISOString().slice(0, 10) : null);
/** An amount in CHF (a number: the CSV writes it with two decimals, never as text). */
const chf = (rappen: number) => rappen / 100;

async function customers(ctx: Context) {
  const rows = await ctx.vendorDb().customer.findMany({ orderBy: { id: 'asc' } });
  return rows.map((c) => ({
    id: c.id,
    type: c.type,
    gender: c.gender,
    firstname: c.firstname,
    lastname: c.lastname,
    companyName: c.companyName,
    uidNumber: c.uidNumber,
    email: c.email,
    username: c.username,
    phoneMobile: c.phoneMobile,
    phoneHome: c.phoneHome,
    phoneWork: c.phoneWork,
    phoneProMobile: c.phoneProMobile,
    address: c.address,
    addressComplement: c.addressComplement,
    zip: c.zip,
    city: c.city,
    country: c.country,
    birthdate: day(c.birthdate),
    language: c.language,
    createdAt: iso(c.createdAt),
  }));
}

async function bookings(ctx: Context) {
  const rows = await ctx.vendorDb().booking.findMany({
    orderBy: { id: 'asc' },
    include: {
      customer: { select: { firstname: true, lastname: true } },
      location: { select: { name: true } },
      events: {
        orderBy: { start: 'asc' },
        include: {
          employee: { select: { firstname: true, lastname: true } },
          service: { select: { translations: { select: { language: true, name: true } } } },
        },
      },
    },
  });
  return rows.map((b) => ({
    id: b.id,
    status: b.status,
    source: b.source,
    start: iso(b.events[0]?.customerStart),
    end: iso(b.events.at(-1)?.customerEnd),
    location: b.location.name,
    customerId: b.customerId,
    customer: b.customer ? `${b.customer.firstname} ${b.customer.lastname}` : null,
    services: b.events.map((e) =>
      e.service ? (pickTranslation(e.service.translations, ctx.lang)?.name ?? '') : e.summary,
    ),
    employees: [
      ...new Set(b.events.map((e) => (e.employee ? `${e.employee.firstname} ${e.employee.lastname}` : ''))),
    ].filter(Boolean),
    comment: b.comment,
    privateComment: b.privateComment,
    cancelMessage: b.cancelMessage,
    createdAt: iso(b.createdAt),
    closedAt: iso(b.closedAt),
  }));
}

async function invoices(ctx: Context) {
  const rows = await ctx.vendorDb().invoice.findMany({
    orderBy: { id: 'asc' },
    include: {
      customer: { select: { firstname: true, lastname: true } },
      lines: { orderBy: { id: 'asc' } },
      payments: { orderBy: { id: 'asc' } },
    },
  });
  return rows.map((i) => ({
    id: i.id,
    bookingId: i.bookingId,
    customerId: i.customerId,
    customer: i.customer ? `${i.customer.firstname} ${i.customer.lastname}` : null,
    status: i.status,
    // Amounts in Rappen (CHF cents), as everywhere in the API.
    total: i.total,
    balance: i.balance,
    createdAt: iso(i.createdAt),
    lines: i.lines.map((l) => ({
      description: l.description,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      discount: l.discount,
      total: l.total,
    })),
    payments: i.payments.map((p) => ({
      method: p.method,
      amount: p.amount,
      voucherId: p.voucherId,
      createdAt: iso(p.createdAt),
    })),
  }));
}

type Rows = {
  customers: Awaited<ReturnType<typeof customers>>;
  bookings: Awaited<ReturnType<typeof bookings>>;
  invoices: Awaited<ReturnType<typeof invoices>>;
};

const loaders: { [K in ExportKind]: (ctx: Context) => Promise<Rows[K]> } = { customers, bookings, invoices };

const PHONE_KEYS: ReadonlySet<string> = new Set(['phoneMobile', 'phoneHome', 'phoneWork', 'phoneProMobile']);

/** One flat table per kind for the CSV files (lists joined, amounts in CHF). */
const tables: { [K in ExportKind]: (rows: Rows[K]) => (string | number | null)[][] } = {
  customers: (rows) => {
    const keys = Object.keys(rows[0] ?? { id: 0 }) as (keyof Rows['customers'][number])[];
    // Phone numbers as a spreadsheet shows them: not `'+41…` (the formula guard), not a number.
    const cell = (r: Rows['customers'][number], k: (typeof keys)[number]) =>
      PHONE_KEYS.has(k) ? spreadsheetPhone(r[k] as string | null) : r[k];
    return [keys, ...rows.map((r) => keys.map((k) => cell(r, k)))];
  },
  bookings: (rows) => [
    [
      'id',
      'status',
      'source',
      'start',
      'end',
      'location',
      'customer_id',
      'customer',
      'services',
      'employees',
      'comment',
      'private_comment',
      'cancel_message',
      'created_at',
      'closed_at',
    ],
    ...rows.map((b) => [
      b.id,
      b.status,
      b.source,
      b.start,
      b.end,
      b.location,
      b.customerId,
      b.customer,
      b.services.join(', '),
      b.employees.join(', '),
      b.comment,
      b.privateComment,
      b.cancelMessage,
      b.createdAt,
      b.closedAt,
    ]),
  ],
  invoices: (rows) => [
    [
      'id',
      'booking_id',
      'customer_id',
      'customer',
      'status',
      'total_chf',
      'paid_chf',
      'balance_chf',
      'lines',
      'payment_methods',
      'created_at',
    ],
    ...rows.map((i) => [
      i.id,
      i.bookingId,
      i.customerId,
      i.customer,
      i.status,
      chf(i.total),
      chf(i.payments.reduce((sum, p) => sum + p.amount, 0)),
      chf(i.balance),
      i.lines.map((l) => `${l.quantity} × ${l.description}`).join(', '),
      [...new Set(i.payments.map((p) => p.method))].join(', '),
      i.createdAt,
    ]),
  ],
};

/** The export file of `kind` (or of all three kinds, as JSON only) in `format`. */
export async function vendorExport(ctx: Context, kind: ExportKind | 'all', format: ExportFormat): Promise<ExportFile> {
  const vendorId = ctx.vendorId();
  const date = now().toISOString().slice(0, 10);
  const base = `export-${vendorId}-${kind}-${date}`;
  if (format === 'csv') {
    if (kind === 'all') throw new Error('a CSV file holds one kind');
    const rows = await loaders[kind](ctx);
    const table = (tables[kind] as (r: typeof rows) => (string | number | null)[][])(rows);
    const money = (table[0] ?? []).flatMap((name, i) => (/_chf$/.test(String(name)) ? [i] : []));
    return { fileName: `${base}.csv`, contentType: 'text/csv; charset=utf-8', content: csvFile(table, { money }) };
  }
  const kinds = kind === 'all' ? EXPORT_KINDS : [kind];
  const data: Record<string, unknown> = { vendorId, exportedAt: now().toISOString() };
  for (const k of kinds) data[k] = await loaders[k](ctx);
  return {
    fileName: `${base}.json`,
    contentType: 'application/json; charset=utf-8',
    content: JSON.stringify(data, null, 2),
  };
}
