import { builder } from '../../builder.ts';
import { BookingStatusEnum } from '../bookings/index.ts';
import { PaymentMethodEnum } from '../invoice-core/index.ts';
import type { EmployeeStats, Report } from './report.service.ts';

const RevenueRef = builder.objectRef<Report['revenue'][number]>('ReportRevenue').implement({
  fields: (t) => ({
    method: t.field({ type: PaymentMethodEnum, resolve: (r) => r.method }),
    amount: t.exposeInt('amount'),
  }),
});

const StatusCountRef = builder.objectRef<Report['bookingsByStatus'][number]>('ReportStatusCount').implement({
  fields: (t) => ({
    status: t.field({ type: BookingStatusEnum, resolve: (r) => r.status }),
    count: t.exposeInt('count'),
  }),
});

const EmployeeStatsRef = builder.objectRef<EmployeeStats>('ReportEmployee').implement({
  fields: (t) => ({
    employeeId: t.exposeInt('employeeId'),
    name: t.exposeString('name'),
    bookings: t.exposeInt('bookings'),
    bookedMinutes: t.exposeInt('bookedMinutes'),
    workingMinutes: t.exposeInt('workingMinutes'),
    occupancy: t.exposeFloat('occupancy', { nullable: true }),
    revenue: t.exposeInt('revenue'),
  }),
});

const ServiceStatsRef = builder.objectRef<Report['byService'][number]>('ReportService').implement({
  fields: (t) => ({
    serviceId: t.exposeInt('serviceId'),
    name: t.exposeString('name'),
    count: t.exposeInt('count'),
    revenue: t.exposeInt('revenue'),
  }),
});

export const ReportRef = builder.objectRef<Report>('Report').implement({
  description: 'Statistics of a period; amounts in Rappen, occupancy in percent.',
  fields: (t) => ({
    dateFrom: t.exposeString('dateFrom'),
    dateTo: t.exposeString('dateTo'),
    locationId: t.exposeInt('locationId', { nullable: true }),
    revenue: t.field({ type: [RevenueRef], resolve: (r) => r.revenue }),
    revenueTotal: t.exposeInt('revenueTotal'),
    invoicedTotal: t.exposeInt('invoicedTotal'),
    bookingsByStatus: t.field({ type: [StatusCountRef], resolve: (r) => r.bookingsByStatus }),
    byEmployee: t.field({ type: [EmployeeStatsRef], resolve: (r) => r.byEmployee }),
    byService: t.field({ type: [ServiceStatsRef], resolve: (r) => r.byService }),
    occupancy: t.exposeFloat('occupancy', { nullable: true }),
  }),
});
