// The screens of the app by role, for the browser tests that open every one.
import type { TestApp } from '../../gateway/src/test/harness.ts';

/** Ids for the screens that show one record: a customer, an open booking and a closed one. */
export async function records(t: TestApp) {
  const p = t.app.services.prisma;
  const vendor = await p.vendor.findFirstOrThrow({ where: { slug: 'salon-demo' } });
  const customer = await p.customer.findFirstOrThrow({ where: { vendorId: vendor.id }, orderBy: { id: 'asc' } });
  const open = await p.booking.findFirstOrThrow({
    where: { vendorId: vendor.id, status: 'OPEN', customerId: { not: null } },
    orderBy: { id: 'asc' },
  });
  return { customer: customer.id, booking: open.id };
}

export const STAFF_SCREENS = (ids: { customer: number; booking: number }) => [
  '/agenda?viewType=employee',
  '/agenda?viewType=workplace',
  '/agenda?viewType=machine',
  '/bookings/add',
  `/bookings/edit?id=${ids.booking}`,
  `/bookings/confirmation?id=${ids.booking}`,
  `/bookings/close?id=${ids.booking}`,
  '/bookings/closed',
  '/invoices',
  '/customers',
  `/customers/view/${ids.customer}`,
  '/customers/merge',
  '/vouchers',
  '/timetables',
  '/my-account-employee/edit',
  '/my-account-employee/settings',
  '/my-account-employee/integrations',
  '/help',
];

export const ADMIN_SCREENS = [
  '/employees',
  '/services',
  '/workplaces',
  '/machines',
  '/regions',
  '/locations',
  '/closed-dates',
  '/reports',
  '/reports/cash-closing',
  '/settings/general',
  '/settings/public',
  '/settings/bookings',
  '/settings/fidelity',
  '/settings/integrations',
  '/settings/data',
  '/onboarding',
];

export const GUEST_SCREENS = [
  '/',
  '/pro',
  '/login',
  '/sign-up',
  '/sign-up-confirmation',
  '/forgot-password',
  '/forgot-password-confirmation',
  '/vendor-sign-up',
  '/salon-demo/lausanne-centre/about',
  '/salon-demo/lausanne-centre/services',
  '/salon-demo/lausanne-centre/contact',
  '/salon-demo/lausanne-centre/book',
];

export const CUSTOMER_SCREENS = ['/my-account', '/my-account/edit', '/general-terms', '/salon-demo/book'];
