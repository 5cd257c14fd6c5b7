import { builder } from '../../builder.ts';
import { mutationErrors } from '../common/errors.type.ts';
import { DeleteResult } from '../common/results.ts';
import {
  addCustomerForUser,
  createCustomer,
  deleteCustomer,
  mergeCustomers,
  updateCustomer,
} from './customer.service.ts';
import { CustomerInputRef } from './customer.type.ts';

builder.mutationFields((t) => ({
  createCustomer: t.prismaField({
    type: 'Customer',
    errors: mutationErrors,
    authScopes: { staff: true },
    args: { input: t.arg({ type: CustomerInputRef, required: true }) },
    resolve: (_query, _root, { input }, ctx) => createCustomer(ctx, input),
  }),
  updateCustomer: t.prismaField({
    type: 'Customer',
    errors: mutationErrors,
    authScopes: { loggedIn: true },
    description: 'Staff edit any customer of their vendor; a customer edits their own record.',
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: CustomerInputRef, required: true }) },
    resolve: (_query, _root, { id, input }, ctx) => updateCustomer(ctx, id, input),
  }),
  deleteCustomer: t.field({
    type: DeleteResult,
    errors: mutationErrors,
    authScopes: { staff: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, { id }, ctx) => deleteCustomer(ctx, id),
  }),
  mergeCustomers: t.prismaField({
    type: 'Customer',
    errors: mutationErrors,
    authScopes: { staff: true },
    description: 'Moves bookings, invoices, comments, vouchers and points of idsToDelete to id, then deletes them.',
    args: {
      id: t.arg.int({ required: true }),
      idsToDelete: t.arg.intList({ required: true }),
      input: t.arg({ type: CustomerInputRef }),
    },
    resolve: (_query, _root, args, ctx) => mergeCustomers(ctx, args.id, args.idsToDelete, args.input ?? {}),
  }),
  addCustomerForUser: t.prismaField({
    type: 'Customer',
    errors: mutationErrors,
    authScopes: { loggedIn: true },
    description: 'Makes the logged-in user a customer of the vendor (idempotent).',
    args: { vendorId: t.arg.int({ required: true }) },
    resolve: (_query, _root, { vendorId }, ctx) => addCustomerForUser(ctx, vendorId),
  }),
}));
