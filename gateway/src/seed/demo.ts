// The demo vendor: deterministic (same data for the same day) and idempotent (does nothing when
// the vendor exists). Only this seed creates the demo logins.
import moment from 'moment-timezone';
import type { Prisma, PrismaClient } from '../generated/prisma/client.ts';
import { prng } from '../lib/prng.ts';
import { hashPassword } from '../modules/auth/index.ts';
import { nowMs } from '../lib/clock.ts';
import { TZ } from './demo.data.ts';
import { DEMO_SLUG, DEMO_PASSWORD } from './demo.data.ts';
import { seedPlaces, seedCatalogue } from './demo.places.ts';
import { seedTeam, seedCalendar, seedCustomers } from './demo.people.ts';
import { seedBookings } from './demo.bookings.ts';
import { seedOpenInvoice } from './demo.invoices.ts';

export { DEMO_BOOKING_DAYS, DEMO_LOGINS, DEMO_PASSWORD, DEMO_SLUG } from './demo.data.ts';

/** Seeds the demo vendor; returns false when it already exists. */
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
  const places = await seedPlaces(tx);
  const serviceRows = await seedCatalogue(tx, places);
  const employeeRows = await seedTeam(tx, places, serviceRows, passwordHash);
  const calendar = await seedCalendar(tx, places, employeeRows, today);
  const customerIds = await seedCustomers(tx, places.vendorId, employeeRows, passwordHash);
  await seedBookings(tx, { places, serviceRows, employeeRows, calendar, customerIds, random, today });
  await seedOpenInvoice(tx, places.vendorId, serviceRows, today);
}
