import { ROLES } from '../lib/auth.ts';
import type { NotificationKind } from '../lib/sidebarState.ts';

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
}

export function sidebarEntries(ctx: SidebarContext): SidebarEntry[] {
  const staff = ROLES.staff;
  const admin = ROLES.admin;
  const all: (SidebarEntry | false)[] = [
    ctx.liveMode && { key: 'newBooking', to: '/bookings/add', minRole: staff },
    { key: 'calendar', to: '/agenda?viewType=employee', minRole: staff },
    ctx.hasWorkplaces && { key: 'calendarWorkplace', to: '/agenda?viewType=workplace', minRole: staff },
    ctx.hasMachines && { key: 'calendarMachine', to: '/agenda?viewType=machine', minRole: staff },
    { key: 'customers', to: '/customers', minRole: staff },
    { key: 'vouchers', to: '/vouchers', minRole: staff },
    { key: 'cashClosing', to: '/reports/cash-closing', minRole: admin },
    { key: 'timetables', to: '/timetables?notification=timetables', collection: 'timetables', minRole: staff },
    { key: 'closedDates', to: '/closed-dates', collection: 'closedDates', minRole: admin },
    { key: 'employees', to: '/employees', collection: 'employees', minRole: admin },
    { key: 'services', to: '/services', collection: 'services', minRole: admin },
    { key: 'workplaces', to: '/workplaces', collection: 'workplaces', minRole: admin },
    { key: 'machines', to: '/machines', collection: 'machines', minRole: admin },
    { key: 'locations', to: '/locations', collection: 'locations', minRole: admin },
    ctx.regionsEnabled && { key: 'regions', to: '/regions', collection: 'regions', minRole: admin },
    { key: 'settings', to: '/settings/general', minRole: admin },
    { key: 'myAccount', to: '/my-account-employee/edit', minRole: staff },
    { key: 'mySettings', to: '/my-account-employee/settings', minRole: staff },
    { key: 'myIntegrations', to: '/my-account-employee/integrations', minRole: staff },
  ];
  if (ctx.role < staff) return [];
  return all.filter((e): e is SidebarEntry => e !== false && ctx.role >= e.minRole);
}
