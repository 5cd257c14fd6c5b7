// The demo vendor: deterministic (same data for the same day) and idempotent (does nothing when
// the vendor exists). Only this seed creates the demo logins.
import moment from 'moment-timezone';
import type { Prisma, PrismaClient } from '../generated/prisma/client.ts';
import { prng } from '../lib/prng.ts';
import { hashPassword } from '../modules/auth/password.ts';
import { serviceLines } from '../modules/invoices/invoice.lines.ts';
import { invoiceState } from '../modules/invoices/invoice.math.ts';
import { serviceTimeline } from '../scheduling/index.ts';
import { nowMs } from '../lib/clock.ts';

export const DEMO_SLUG = 'salon-demo';
export const DEMO_PASSWORD = 'demo1234';
export const DEMO_LOGINS = {
  admin: 'admin@salon-demo.ch',
  staff: 'staff@salon-demo.ch',
  customer: 'customer@salon-demo.ch',
} as const;

const TZ = 'Europe/Zurich';
const TIMETABLES_FROM = '2026-01-01';

const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

const categories = [
  { key: 'hair', icon: 'content_cut', fr: 'Coiffure', en: 'Hair' },
  { key: 'care', icon: 'face', fr: 'Soins beauté', en: 'Beauty care' },
  { key: 'wellness', icon: 'spa', fr: 'Bien-être', en: 'Wellness' },
] as const;

type CategoryKey = (typeof categories)[number]['key'];

interface DemoService {
  key: string;
  category: CategoryKey;
  fr: string;
  en: string;
  duration: number;
  price: number;
  breakDuration?: number;
  parts?: { minutesFromStart: number; duration: number }[];
  machine?: boolean;
  places: 'chair' | 'cabin';
}

const services: DemoService[] = [
  {
    key: 'cut-women',
    category: 'hair',
    fr: 'Coupe femme',
    en: "Women's haircut",
    duration: 45,
    price: 8500,
    places: 'chair',
  },
  {
    key: 'cut-men',
    category: 'hair',
    fr: 'Coupe homme',
    en: "Men's haircut",
    duration: 30,
    price: 4500,
    places: 'chair',
  },
  { key: 'blow-dry', category: 'hair', fr: 'Brushing', en: 'Blow-dry', duration: 30, price: 4000, places: 'chair' },
  // Colour: the employee applies, leaves it to act for 60 minutes (free for others), then rinses.
  {
    key: 'colour',
    category: 'hair',
    fr: 'Coloration',
    en: 'Colouring',
    duration: 120,
    price: 12000,
    places: 'chair',
    parts: [
      { minutesFromStart: 0, duration: 30 },
      { minutesFromStart: 90, duration: 30 },
    ],
  },
  {
    key: 'hydrafacial',
    category: 'care',
    fr: 'Soin visage Hydrafacial',
    en: 'Hydrafacial facial',
    duration: 60,
    price: 15000,
    places: 'cabin',
    machine: true,
  },
  { key: 'manicure', category: 'care', fr: 'Manucure', en: 'Manicure', duration: 45, price: 5500, places: 'cabin' },
  {
    key: 'eyebrows',
    category: 'care',
    fr: 'Épilation des sourcils',
    en: 'Eyebrow shaping',
    duration: 15,
    price: 2500,
    places: 'cabin',
  },
  {
    key: 'massage',
    category: 'wellness',
    fr: 'Massage relaxant',
    en: 'Relaxing massage',
    duration: 60,
    price: 11000,
    places: 'cabin',
    breakDuration: 10,
  },
];

interface DemoEmployee {
  firstname: string;
  lastname: string;
  login?: keyof typeof DEMO_LOGINS;
  location: 'lausanne' | 'geneve';
  services: string[];
  /** The workplace the employee uses in the demo bookings, per kind of place. */
  workplaces: string[];
  weekdays: number[];
}

const employees: DemoEmployee[] = [
  {
    firstname: 'Sophie',
    lastname: 'Martin',
    login: 'admin',
    location: 'lausanne',
    services: ['cut-women', 'cut-men', 'blow-dry', 'colour'],
    workplaces: ['Poste 1'],
    weekdays: [1, 2, 3, 4, 5],
  },
  {
    firstname: 'Lucas',
    lastname: 'Favre',
    login: 'staff',
    location: 'lausanne',
    services: ['cut-women', 'cut-men', 'blow-dry', 'colour'],
    workplaces: ['Poste 2'],
    weekdays: [2, 3, 4, 5, 6],
  },
  {
    firstname: 'Emma',
    lastname: 'Rochat',
    location: 'lausanne',
    services: ['hydrafacial', 'manicure', 'eyebrows', 'massage'],
    workplaces: ['Cabine soin'],
    weekdays: [1, 2, 3, 4, 5],
  },
  {
    firstname: 'Noah',
    lastname: 'Bonvin',
    location: 'geneve',
    services: ['cut-women', 'cut-men', 'blow-dry', 'colour'],
    workplaces: ['Poste A'],
    weekdays: [1, 2, 3, 4, 5, 6],
  },
  {
    firstname: 'Léa',
    lastname: 'Girard',
    location: 'geneve',
    services: ['manicure', 'eyebrows', 'massage'],
    workplaces: ['Cabine Genève'],
    weekdays: [1, 2, 4, 5],
  },
];

const customerNames = [
  ['Claire', 'Dubois'],
  ['Julien', 'Moser'],
  ['Camille', 'Perret'],
  ['Thomas', 'Keller'],
  ['Chloé', 'Meylan'],
  ['Nicolas', 'Gerber'],
  ['Manon', 'Blanc'],
  ['Antoine', 'Schmid'],
  ['Sarah', 'Rey'],
  ['David', 'Pittet'],
  ['Laura', 'Müller'],
  ['Maxime', 'Jaquet'],
  ['Elodie', 'Bühler'],
  ['Hugo', 'Cuendet'],
  ['Zoé', 'Favre'],
  ['Mathieu', 'Roulet'],
  ['Inès', 'Baumann'],
  ['Louis', 'Chappuis'],
  ['Anaïs', 'Vuilleumier'],
  ['Paul', 'Aebischer'],
] as const;

/** Seeds the demo vendor; returns false when it already exists. */
/** The demo bookings span this many days either side of the seeding day. */
export const DEMO_BOOKING_DAYS = 21;

export async function seedDemo(
  prisma: PrismaClient,
  today: string = moment.tz(nowMs(), TZ).format('YYYY-MM-DD'),
): Promise<boolean> {
  if (await prisma.vendor.findUnique({ where: { slug: DEMO_SLUG } })) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await prisma.$transaction(async (tx) => seed(tx, passwordHash, today), { timeout: 120_000, maxWait: 30_000 });
  return true;
}

async function seed(tx: Prisma.TransactionClient, passwordHash: string, today: string) {
  const random = prng(20261121);
  const vendor = await tx.vendor.create({
    data: {
      slug: DEMO_SLUG,
      name: 'Salon Démo SA',
      publicName: 'Salon Démo',
      email: 'contact@salon-demo.ch',
      phone: '+41215550101',
      street: 'Rue de Bourg 12',
      zip: '1003',
      city: 'Lausanne',
      workplacesEnabled: true,
      machinesEnabled: true,
      liveMode: true,
      onboardingCompleted: true,
      minStart: 8 * 60,
      maxEnd: 20 * 60,
      bookingSlotsPropositionInterval: 15,
      availableBookingsInterval: 90,
      cancellationNotice: 2,
      numberOfVisitForVoucher: 10,
      pointsPerChfConversion: 10,
      loyaltyVoucherValue: 2000,
      smsCredits: 200,
      translations: {
        create: [
          { language: 'fr', description: 'Coiffure, soins du visage et bien-être au cœur de Lausanne et de Genève.' },
          { language: 'en', description: 'Hair, facial care and wellness in the heart of Lausanne and Geneva.' },
        ],
      },
      legalConditions: { create: [{ title: 'Conditions générales', url: '/general-terms', required: true }] },
    },
  });
  const vendorId = vendor.id;
  const region = await tx.region.create({ data: { vendorId, name: 'Suisse romande' } });
  const lausanne = await tx.location.create({
    data: {
      vendorId,
      regionId: region.id,
      name: 'Lausanne Centre',
      shortName: 'LSN',
      slug: 'lausanne-centre',
      street: 'Rue de Bourg 12',
      zip: '1003',
      city: 'Lausanne',
      phone: '+41215550101',
    },
  });
  const geneve = await tx.location.create({
    data: {
      vendorId,
      regionId: region.id,
      name: 'Genève Rive',
      shortName: 'GVA',
      slug: 'geneve-rive',
      street: 'Rue du Rhône 48',
      zip: '1204',
      city: 'Genève',
      phone: '+41225550202',
    },
  });
  const locationIds = { lausanne: lausanne.id, geneve: geneve.id };

  const workplaceSpecs = [
    { name: 'Poste 1', locationId: lausanne.id, kind: 'chair' },
    { name: 'Poste 2', locationId: lausanne.id, kind: 'chair' },
    { name: 'Poste 3', locationId: lausanne.id, kind: 'chair' },
    { name: 'Cabine soin', locationId: lausanne.id, kind: 'cabin' },
    { name: 'Poste A', locationId: geneve.id, kind: 'chair' },
    { name: 'Poste B', locationId: geneve.id, kind: 'chair' },
    { name: 'Cabine Genève', locationId: geneve.id, kind: 'cabin' },
  ] as const;
  const workplaces = new Map<string, { id: number; locationId: number; kind: string }>();
  for (const spec of workplaceSpecs) {
    const w = await tx.workplace.create({ data: { vendorId, locationId: spec.locationId, name: spec.name } });
    workplaces.set(spec.name, { id: w.id, locationId: spec.locationId, kind: spec.kind });
  }

  const model = await tx.machineModel.create({ data: { vendorId, name: 'Hydrafacial Syndeo' } });
  const machine = await tx.machine.create({
    data: {
      vendorId,
      locationId: lausanne.id,
      machineModelId: model.id,
      name: 'Hydrafacial 1',
      workplaces: { connect: [{ id: workplaces.get('Cabine soin')!.id }] },
    },
  });

  const categoryIds = new Map<CategoryKey, number>();
  for (const [position, c] of categories.entries()) {
    const row = await tx.serviceCategory.create({
      data: {
        vendorId,
        icon: c.icon,
        position,
        translations: {
          create: [
            { language: 'fr', name: c.fr },
            { language: 'en', name: c.en },
          ],
        },
      },
    });
    categoryIds.set(c.key, row.id);
  }

  const serviceRows = new Map<string, { id: number; spec: DemoService; partIds: number[] }>();
  for (const [order, s] of services.entries()) {
    const row = await tx.service.create({
      data: {
        vendorId,
        categoryId: categoryIds.get(s.category),
        duration: s.duration,
        breakDuration: s.breakDuration ?? 0,
        performedOrder: order,
        executionOrder: order,
        translations: {
          create: [
            { language: 'fr', name: s.fr },
            { language: 'en', name: s.en },
          ],
        },
        prices: { create: [{ amount: s.price, validFrom: day(TIMETABLES_FROM) }] },
        parts: { create: (s.parts ?? []).map((p, position) => ({ ...p, position })) },
        workplaces: {
          create: [...workplaces.values()].filter((w) => w.kind === s.places).map((w) => ({ workplaceId: w.id })),
        },
        machineModels: s.machine ? { create: [{ machineModelId: model.id }] } : undefined,
      },
      include: { parts: { orderBy: { position: 'asc' } } },
    });
    serviceRows.set(s.key, { id: row.id, spec: s, partIds: row.parts.map((p) => p.id) });
  }

  const employeeRows: { id: number; spec: DemoEmployee }[] = [];
  for (const [position, e] of employees.entries()) {
    const user = e.login
      ? await tx.user.create({
          data: {
            email: DEMO_LOGINS[e.login],
            passwordHash,
            firstname: e.firstname,
            lastname: e.lastname,
            role: e.login === 'admin' ? 3 : 2,
            verified: true,
          },
        })
      : null;
    const locationWorkplaces = [...workplaces.entries()].filter(([, w]) => w.locationId === locationIds[e.location]);
    const row = await tx.employee.create({
      data: {
        vendorId,
        userId: user?.id,
        firstname: e.firstname,
        lastname: e.lastname,
        position,
        color: (['blue', 'pink', 'green', 'yellow', 'lightBlue'] as const)[position],
        canSetTimetable: e.login === 'admin',
        services: { create: e.services.map((key) => ({ serviceId: serviceRows.get(key)!.id })) },
        workplaces: {
          create: locationWorkplaces.map(([name, w]) => ({
            workplaceId: w.id,
            preference: e.workplaces.includes(name) ? 'PREFERRED' : 'NEUTRAL',
          })),
        },
      },
    });
    employeeRows.push({ id: row.id, spec: e });
    const saturday = e.weekdays.includes(6);
    await tx.timetable.create({
      data: {
        vendorId,
        employeeId: row.id,
        type: 'RECURRING',
        validFrom: day(TIMETABLES_FROM),
        ranges: {
          create: e.weekdays.flatMap((weekday) =>
            weekday === 6 && saturday
              ? [{ weekday, startMinute: 9 * 60, endMinute: 16 * 60, locationId: locationIds[e.location] }]
              : [
                  {
                    weekday,
                    startMinute: 9 * 60,
                    endMinute: 12 * 60 + 30,
                    locationId: locationIds[e.location],
                    position: 0,
                  },
                  {
                    weekday,
                    startMinute: 13 * 60 + 30,
                    endMinute: 18 * 60 + 30,
                    locationId: locationIds[e.location],
                    position: 1,
                  },
                ],
          ),
        },
      },
    });
  }

  // One exception: Emma works only the morning a week from today.
  const exceptionDate = moment.tz(today, TZ).add(7, 'days').format('YYYY-MM-DD');
  const emma = employeeRows[2]!;
  await tx.timetable.create({
    data: {
      vendorId,
      employeeId: emma.id,
      type: 'EXCEPTIONAL',
      validFrom: day(exceptionDate),
      ranges: { create: [{ weekday: 0, startMinute: 9 * 60, endMinute: 12 * 60, locationId: lausanne.id }] },
    },
  });

  // Closed on Christmas day (this year's, or next year's once it has passed).
  const year = Number(today.slice(0, 4)) + (today.slice(5) > '12-25' ? 1 : 0);
  const christmas = `${year}-12-25`;
  await tx.closedDate.create({
    data: {
      vendorId,
      date: day(christmas),
      description: 'Noël',
      locations: { connect: [{ id: lausanne.id }, { id: geneve.id }] },
    },
  });

  const customerIds: number[] = [];
  for (const [i, [firstname, lastname]] of customerNames.entries()) {
    const emailAddress =
      i === 0
        ? DEMO_LOGINS.customer
        : `${firstname}.${lastname}@example.ch`
            .normalize('NFD')
            .replace(/[\u0300-\u036f]/g, '')
            .toLowerCase();
    const user =
      i === 0
        ? await tx.user.create({
            data: { email: emailAddress, passwordHash, firstname, lastname, role: 1, verified: true },
          })
        : null;
    const c = await tx.customer.create({
      data: {
        vendorId,
        userId: user?.id,
        firstname,
        lastname,
        email: emailAddress,
        gender: i % 2 === 0 ? 'MRS' : 'MR',
        phoneMobile: `+4179${String(5550000 + i * 137).padStart(7, '0')}`,
        city: i % 3 === 0 ? 'Genève' : 'Lausanne',
        zip: i % 3 === 0 ? '1204' : '1003',
        favoriteEmployeeId: i % 5 === 0 ? employeeRows[i % employeeRows.length]!.id : undefined,
        // Clients of the salon for one month to about two years, before the bookings below.
        createdAt: new Date(nowMs() - (30 + ((i * 37) % 700)) * 86_400_000),
      },
    });
    customerIds.push(c.id);
  }

  // Bookings from three weeks ago to three weeks ahead at fixed local starts, one workplace per
  // employee, so nothing overlaps.
  const starts = ['09:00', '10:30', '14:00', '16:00'];
  const closed = new Set([christmas]);
  // The invoice lines of every service at the prices of a day, loaded once per day.
  const pricedDays = new Map<string, Awaited<ReturnType<typeof serviceLines>>>();
  const serviceIds = [...serviceRows.values()].map((s) => s.id);
  const linesOn = async (iso: string) => {
    const known = pricedDays.get(iso);
    if (known) return known;
    const lines = await serviceLines(tx, serviceIds, day(iso), 'fr');
    pricedDays.set(iso, lines);
    return lines;
  };
  for (let offset = -DEMO_BOOKING_DAYS; offset <= DEMO_BOOKING_DAYS; offset++) {
    const date = moment.tz(today, TZ).add(offset, 'days');
    const iso = date.format('YYYY-MM-DD');
    if (closed.has(iso) || offset === 0) continue;
    for (const employee of employeeRows) {
      if (!employee.spec.weekdays.includes(date.isoWeekday())) continue;
      if (employee.id === emma.id && iso === exceptionDate) continue;
      const saturday = date.isoWeekday() === 6;
      let busyUntil = 0;
      for (const time of starts) {
        if (random() < 0.45) continue;
        if (saturday && time === '16:00') continue;
        const key = employee.spec.services[Math.floor(random() * employee.spec.services.length)]!;
        const service = serviceRows.get(key)!;
        // Colour takes two hours: only in the first slot of a half-day.
        if (key === 'colour' && !['09:00', '14:00'].includes(time)) continue;
        const start = moment.tz(`${iso} ${time}`, 'YYYY-MM-DD HH:mm', TZ).valueOf();
        if (start < busyUntil) continue;
        const workplace = workplaces.get(employee.spec.workplaces[0]!)!;
        if (workplace.kind !== service.spec.places) continue;
        const timeline = serviceTimeline(
          {
            duration: service.spec.duration,
            breakDuration: service.spec.breakDuration ?? 0,
            clientExitDuration: 0,
            parts: service.spec.parts ?? [],
          },
          start,
          true,
        );
        busyUntil = timeline.holdEnd;
        const customerId = customerIds[Math.floor(random() * customerIds.length)]!;
        const past = offset < 0;
        const noShow = past && random() < 0.08;
        const status = past ? (noShow ? 'NO_SHOW' : 'EXECUTED') : 'OPEN';
        const locationId = locationIds[employee.spec.location];
        // Booked 1 to 14 days ahead, over the last days for those still to come, and invoiced when
        // booked, as in the app.
        const hours = Math.floor(start / 3_600_000);
        const bookedAt = new Date(
          Math.min(nowMs() - (1 + (hours % 240)) * 3_600_000, start - (1 + (hours % 14)) * 86_400_000),
        );
        const booking = await tx.booking.create({
          data: {
            vendorId,
            createdAt: bookedAt,
            customerId,
            locationId,
            status,
            source: random() < 0.5 ? 'PUBLIC' : 'STAFF',
            closedAt: past ? new Date(timeline.holdEnd) : null,
            legalConditions: undefined,
          },
        });
        await tx.event.createMany({
          data: timeline.parts.map(([s, e], i) => ({
            vendorId,
            bookingId: booking.id,
            start: new Date(s),
            end: new Date(e),
            customerStart: new Date(timeline.holdStart),
            customerEnd: new Date(timeline.holdEnd),
            serviceId: service.id,
            servicePartId: service.partIds[i] ?? null,
            employeeId: employee.id,
            workplaceId: workplace.id,
            machineId: service.spec.machine ? machine.id : null,
            locationId,
            effectiveDuration: service.spec.duration,
          })),
        });
        // Priced and totalled by the invoices module, as a booking made in the app.
        const lines = (await linesOn(iso)).filter((l) => l.serviceId === service.id);
        const payments =
          status === 'EXECUTED'
            ? [
                {
                  vendorId,
                  method: random() < 0.6 ? ('CARD' as const) : ('CASH' as const),
                  amount: invoiceState(lines, []).total,
                  createdAt: new Date(timeline.holdEnd),
                },
              ]
            : [];
        const state = invoiceState(lines, payments);
        await tx.invoice.create({
          data: {
            vendorId,
            bookingId: booking.id,
            customerId,
            status: state.status,
            total: state.total,
            balance: state.balance,
            createdAt: bookedAt,
            lines: { create: lines },
            payments: payments.length ? { create: payments } : undefined,
          },
        });
      }
    }
  }
}
