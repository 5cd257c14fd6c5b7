import { builder } from '../../builder.ts';
import { VerifyDeleteResult } from '../common/index.ts';
import { customerAccount, readableCustomer, verifyDeleteCustomer } from './customer.service.ts';
import { customerStats } from './customer.stats.ts';
import { customerDuplicates, listCustomers } from './customer.search.ts';
import { CustomerPage, CustomerSortEnum, CustomerStatsRef } from './customer.type.ts';

builder.queryFields((t) => ({
  customers: t.field({
    type: CustomerPage,
    authScopes: { staff: true },
    description: 'Customers of the vendor, by last name; search by name, e-mail or phone (accents and case ignored).',
    args: {
      page: t.arg.int(),
      limit: t.arg.int(),
      search: t.arg.string(),
      sort: t.arg({ type: CustomerSortEnum, description: 'NAME (default), EMAIL, CITY or CREATED_AT' }),
      descending: t.arg.boolean(),
    },
    resolve: (_root, args, ctx) => listCustomers(ctx, args),
  }),
  customerDuplicates: t.prismaField({
    type: ['Customer'],
    authScopes: { staff: true },
    description:
      'Customers of the vendor with the same e-mail or one of the same phone numbers (possible duplicates, at most 10).',
    args: {
      email: t.arg.string(),
      phones: t.arg.stringList(),
      excludeId: t.arg.int({ description: 'The customer being edited.' }),
    },
    resolve: (_query, _root, args, ctx) => customerDuplicates(ctx, args),
  }),
  customer: t.prismaField({
    type: 'Customer',
    nullable: true,
    authScopes: { loggedIn: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_query, _root, { id }, ctx) => readableCustomer(ctx, id).catch(() => null),
  }),
  customerAccount: t.prismaField({
    type: 'Customer',
    nullable: true,
    authScopes: { loggedIn: true },
    description: 'The customer record of a user at a vendor: the user themself, or staff of the vendor.',
    args: { userId: t.arg.int({ required: true }), vendorId: t.arg.int({ required: true }) },
    resolve: (_query, _root, args, ctx) => customerAccount(ctx, args.userId, args.vendorId),
  }),
  customerStats: t.field({
    type: CustomerStatsRef,
    authScopes: { loggedIn: true },
    args: { customerId: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => customerStats(ctx, args.customerId),
  }),
  verifyDeleteCustomer: t.field({
    type: VerifyDeleteResult,
    authScopes: { staff: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, { id }, ctx) => verifyDeleteCustomer(ctx, id),
  }),
}));
