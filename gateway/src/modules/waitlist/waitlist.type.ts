import { builder } from '../../builder.ts';
import { pickTranslation } from '../../lib/translate.ts';
import { pageType } from '../common/index.ts';
import { timeOf } from './waitlist.rules.ts';

export const WaitlistStatusEnum = builder.enumType('WaitlistStatus', {
  values: ['WAITING', 'OFFERED', 'BOOKED', 'LEFT', 'EXPIRED'] as const,
});

export const WaitlistModeEnum = builder.enumType('WaitlistMode', {
  values: ['ALL', 'ONE'] as const,
  description:
    'ALL: every matching entry is offered at once, first to book wins; ONE: one entry at a time, holding the time.',
});

export const WaitlistEntryRef = builder.prismaObject('WaitlistEntry', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    vendorId: t.exposeInt('vendorId'),
    locationId: t.exposeInt('locationId'),
    customerId: t.exposeInt('customerId'),
    employeeId: t.exposeInt('employeeId', { nullable: true }),
    serviceIds: t.exposeIntList('serviceIds'),
    dateFrom: t.expose('dateFrom', { type: 'Date' }),
    dateTo: t.expose('dateTo', { type: 'Date' }),
    timeFrom: t.string({ nullable: true, description: 'HH:mm', resolve: (e) => timeOf(e.timeFrom) }),
    timeTo: t.string({ nullable: true, description: 'HH:mm', resolve: (e) => timeOf(e.timeTo) }),
    status: t.expose('status', { type: WaitlistStatusEnum }),
    offeredStarts: t.field({ type: ['DateTime'], resolve: (e) => e.offeredStarts }),
    holdUntil: t.expose('holdUntil', { type: 'DateTime', nullable: true }),
    bookingId: t.exposeInt('bookingId', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    customerName: t.string({
      select: { customer: { select: { firstname: true, lastname: true } } },
      resolve: (e) => `${e.customer.firstname} ${e.customer.lastname}`.trim(),
    }),
    locationName: t.string({ select: { location: { select: { name: true } } }, resolve: (e) => e.location.name }),
    employeeName: t.string({
      nullable: true,
      select: { employee: { select: { firstname: true, lastname: true } } },
      resolve: (e) => (e.employee ? `${e.employee.firstname} ${e.employee.lastname}`.trim() : null),
    }),
    serviceNames: t.stringList({
      select: { vendor: { select: { defaultLanguage: true } } },
      resolve: async (e, _args, ctx) => {
        const rows = await ctx.prisma.service.findMany({
          where: { id: { in: e.serviceIds }, vendorId: e.vendorId },
          select: { translations: { select: { language: true, name: true } } },
        });
        return rows.map((s) => pickTranslation(s.translations, ctx.lang, e.vendor.defaultLanguage)?.name ?? '');
      },
    }),
  }),
});

export const WaitlistEntryPage = pageType('WaitlistEntry', WaitlistEntryRef);

interface LegalConditionShape {
  id: number;
  required: boolean;
  title: string;
  url: string | null;
}

const WaitlistLegalCondition = builder.objectRef<LegalConditionShape>('WaitlistLegalCondition').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    required: t.exposeBoolean('required'),
    title: t.exposeString('title'),
    url: t.exposeString('url', { nullable: true }),
  }),
});

export interface WaitlistOfferShape {
  token: string;
  entry: {
    id: number;
    status: 'WAITING' | 'OFFERED' | 'BOOKED' | 'LEFT' | 'EXPIRED';
    bookingId: number | null;
    dateFrom: Date;
    dateTo: Date;
  };
  vendorName: string;
  vendorSlug: string;
  timezone: string;
  locationName: string;
  locationSlug: string;
  services: string[];
  starts: Date[];
  holdUntil: Date | null;
  legalConditions: LegalConditionShape[];
}

export const WaitlistOfferRef = builder.objectRef<WaitlistOfferShape>('WaitlistOffer').implement({
  description: 'A waitlist entry as its signed offer link shows it.',
  fields: (t) => ({
    token: t.exposeString('token'),
    entryId: t.int({ resolve: (o) => o.entry.id }),
    status: t.field({ type: WaitlistStatusEnum, resolve: (o) => o.entry.status }),
    bookingId: t.int({ nullable: true, resolve: (o) => o.entry.bookingId }),
    dateFrom: t.field({ type: 'Date', resolve: (o) => o.entry.dateFrom }),
    dateTo: t.field({ type: 'Date', resolve: (o) => o.entry.dateTo }),
    vendorName: t.exposeString('vendorName'),
    vendorSlug: t.exposeString('vendorSlug'),
    timezone: t.exposeString('timezone'),
    locationName: t.exposeString('locationName'),
    locationSlug: t.exposeString('locationSlug'),
    services: t.exposeStringList('services'),
    starts: t.field({ type: ['DateTime'], description: 'Offered starts still bookable.', resolve: (o) => o.starts }),
    holdUntil: t.expose('holdUntil', { type: 'DateTime', nullable: true }),
    legalConditions: t.field({ type: [WaitlistLegalCondition], resolve: (o) => o.legalConditions }),
  }),
});

export const WaitlistOfferNotice = builder
  .objectRef<{ entryId: number; token: string }>('WaitlistOfferNotice')
  .implement({
    description: 'A waitlist entry of the viewer was just offered a freed time.',
    fields: (t) => ({ entryId: t.exposeInt('entryId'), token: t.exposeString('token') }),
  });
