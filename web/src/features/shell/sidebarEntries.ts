import { ROLES } from '../../lib/auth.ts';
import { agendaUrl } from '../agenda/urls.ts';
import { bookingAddUrl } from '../front-desk/urls.ts';
import { closedDatesUrl } from '../closed-dates/urls.ts';
import { customersUrl } from '../customers/urls.ts';
import { employeeAccountUrl } from '../employee-account/urls.ts';
import { employeesUrl } from '../employees/urls.ts';
import { locationsUrl } from '../locations/urls.ts';
import { machinesUrl } from '../machines/urls.ts';
import { regionsUrl } from '../regions/urls.ts';
import { cashClosingUrl, reportsUrl } from '../reports/urls.ts';
import { closedBookingsUrl, invoicesUrl } from '../invoices/urls.ts';
import { helpUrl, onboardingUrl } from '../onboarding/urls.ts';
import { servicesUrl } from '../services/urls.ts';
import { settingsUrl } from '../settings/urls.ts';
import { timetablesUrl } from '../timetables/urls.ts';
import { vouchersUrl } from '../vouchers/urls.ts';
import { waitlistUrl } from '../waitlist/urls.ts';
import { workplacesUrl } from '../workplaces/urls.ts';
import type { NotificationKind } from './sidebarState.ts';

// Spec §2 "Admin sidebar": the entries a staff user sees, in order.
export interface SidebarEntry {
  key: string;
  to: string;
  /** The collection whose notification badge and configuration warning the entry shows. */
  collection?: NotificationKind;
  minRole: number;
}

export interface SidebarContext {
  role: number;
  liveMode: boolean;
  hasWorkplaces: boolean;
  hasMachines: boolean;
  /** Regions exist for one specific vendor only. */
  regionsEnabled: boolean;
  /** The vendor's setup is not complete or not live yet: the getting-started checklist is offered. */
  onboardingOpen?: boolean;
}

/** The link of a collection names it, so opening it clears its notification badge (spec §2). */
const notifying = (url: string, collection: NotificationKind) =>
  `${url}${url.includes('?') ? '&' : '?'}notification=${collection}`;

export function sidebarEntries(ctx: SidebarContext): SidebarEntry[] {
  const staff = ROLES.staff;
  const admin = ROLES.admin;
  const all: (SidebarEntry | false)[] = [
    ctx.liveMode && { key: 'newBooking', to: bookingAddUrl(), minRole: staff },
    { key: 'calendar', to: agendaUrl({ viewType: 'employee' }), minRole: staff },
    ctx.hasWorkplaces && { key: 'calendarWorkplace', to: agendaUrl({ viewType: 'workplace' }), minRole: staff },
    ctx.hasMachines && { key: 'calendarMachine', to: agendaUrl({ viewType: 'machine' }), minRole: staff },
    { key: 'customers', to: customersUrl(), minRole: staff },
    { key: 'waitlist', to: waitlistUrl(), minRole: staff },
    { key: 'vouchers', to: vouchersUrl(), minRole: staff },
    { key: 'closedBookings', to: closedBookingsUrl(), minRole: staff },
    { key: 'invoices', to: invoicesUrl(), minRole: staff },
    { key: 'cashClosing', to: cashClosingUrl(), minRole: admin },
    { key: 'reports', to: reportsUrl(), minRole: admin },
    { key: 'timetables', to: notifying(timetablesUrl(), 'timetables'), collection: 'timetables', minRole: staff },
    { key: 'closedDates', to: notifying(closedDatesUrl(), 'closedDates'), collection: 'closedDates', minRole: admin },
    { key: 'employees', to: notifying(employeesUrl(), 'employees'), collection: 'employees', minRole: admin },
    { key: 'services', to: notifying(servicesUrl(), 'services'), collection: 'services', minRole: admin },
    { key: 'workplaces', to: notifying(workplacesUrl(), 'workplaces'), collection: 'workplaces', minRole: admin },
    { key: 'machines', to: notifying(machinesUrl(), 'machines'), collection: 'machines', minRole: admin },
    { key: 'locations', to: notifying(locationsUrl(), 'locations'), collection: 'locations', minRole: admin },
    ctx.regionsEnabled && {
      key: 'regions',
      to: notifying(regionsUrl(), 'regions'),
      collection: 'regions',
      minRole: admin,
    },
    { key: 'settings', to: settingsUrl('general'), minRole: admin },
    ctx.onboardingOpen === true && { key: 'onboarding', to: onboardingUrl(), minRole: admin },
    { key: 'help', to: helpUrl(), minRole: staff },
    { key: 'myAccount', to: employeeAccountUrl('edit'), minRole: staff },
    { key: 'mySettings', to: employeeAccountUrl('settings'), minRole: staff },
    { key: 'myIntegrations', to: employeeAccountUrl('integrations'), minRole: staff },
  ];
  if (ctx.role < staff) return [];
  return all.filter((e): e is SidebarEntry => e !== false && ctx.role >= e.minRole);
}
