import { builder } from '../../builder.ts';
import { LanguageEnum, pageType } from '../common/index.ts';
import { type CustomerStats, customerNoShowRecord, type NoShowRecord } from './customer.stats.ts';

export const CustomerTypeEnum = builder.enumType('CustomerType', { values: ['PRIVATE', 'PROFESSIONAL'] as const });
export const CustomerSortEnum = builder.enumType('CustomerSort', {
  values: ['NAME', 'EMAIL', 'CITY', 'CREATED_AT'] as const,
});
export const GenderEnum = builder.enumType('Gender', { values: ['MR', 'MRS', 'OTHER'] as const });

const NoShowRecordRef = builder.objectRef<NoShowRecord>('CustomerNoShowRecord').implement({
  description: "A customer's missed appointments over the last 12 months, for the staff.",
  fields: (t) => ({
    noShows: t.exposeInt('noShows'),
    lateCancellations: t.exposeInt('lateCancellations', {
      description: "Cancelled by the customer (or at their request) within the vendor's cancellation notice.",
    }),
    since: t.expose('since', { type: 'DateTime', description: 'The start of the 12-month window.' }),
    cancellationNoticeHours: t.exposeInt('cancellationNoticeHours'),
  }),
});

export const CustomerRef = builder.prismaObject('Customer', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    userId: t.exposeInt('userId', { nullable: true }),
    vendorId: t.exposeInt('vendorId'),
    type: t.expose('type', { type: CustomerTypeEnum }),
    gender: t.expose('gender', { type: GenderEnum, nullable: true }),
    firstname: t.exposeString('firstname'),
    lastname: t.exposeString('lastname'),
    name: t.string({ resolve: (c) => `${c.firstname} ${c.lastname}`.trim() }),
    email: t.exposeString('email', { nullable: true }),
    username: t.exposeString('username', { nullable: true }),
    address: t.exposeString('address', { nullable: true }),
    addressComplement: t.exposeString('addressComplement', { nullable: true }),
    zip: t.exposeString('zip', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    country: t.exposeString('country'),
    birthdate: t.expose('birthdate', { type: 'Date', nullable: true }),
    phoneHome: t.exposeString('phoneHome', { nullable: true }),
    phoneMobile: t.exposeString('phoneMobile', { nullable: true }),
    phoneProMobile: t.exposeString('phoneProMobile', { nullable: true }),
    phoneWork: t.exposeString('phoneWork', { nullable: true }),
    companyName: t.exposeString('companyName', { nullable: true }),
    uidNumber: t.exposeString('uidNumber', { nullable: true }),
    language: t.expose('language', { type: LanguageEnum, nullable: true }),
    favoriteEmployeeId: t.exposeInt('favoriteEmployeeId', { nullable: true }),
    favoriteEmployee: t.relation('favoriteEmployee', { nullable: true }),
    favoriteEmployeeOnly: t.exposeBoolean('favoriteEmployeeOnly'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    noShowRecord: t.field({
      type: NoShowRecordRef,
      authScopes: { staff: true },
      description: 'No-shows and late cancellations in the last 12 months (staff only).',
      resolve: (c, _args, ctx) => customerNoShowRecord(ctx, c),
    }),
  }),
});

export const CustomerPage = pageType('Customer', CustomerRef);

const FavoriteServiceRef = builder
  .objectRef<{ serviceId: number; name: string; count: number }>('CustomerFavoriteService')
  .implement({
    fields: (t) => ({
      serviceId: t.exposeInt('serviceId'),
      name: t.exposeString('name'),
      count: t.exposeInt('count'),
    }),
  });

export const CustomerStatsRef = builder.objectRef<CustomerStats>('CustomerStats').implement({
  fields: (t) => ({
    customerId: t.exposeInt('customerId'),
    visits: t.exposeInt('visits'),
    noShows: t.exposeInt('noShows'),
    canceled: t.exposeInt('canceled'),
    upcoming: t.exposeInt('upcoming'),
    totalSpent: t.exposeInt('totalSpent', { description: 'Rappen' }),
    openBalance: t.exposeInt('openBalance', { description: 'Rappen still due on closed bookings' }),
    lastVisit: t.expose('lastVisit', { type: 'DateTime', nullable: true }),
    nextVisit: t.expose('nextVisit', { type: 'DateTime', nullable: true }),
    favoriteServices: t.field({
      type: [FavoriteServiceRef],
      description: 'The services of executed bookings, most done first (at most 3).',
      resolve: (s) => s.favoriteServices,
    }),
  }),
});
