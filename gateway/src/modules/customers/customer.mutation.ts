import { builder } from '../../builder.ts';
import { DeleteResult, LanguageEnum, mutationErrors } from '../common/index.ts';
import { CustomerTypeEnum, GenderEnum } from './customer.type.ts';
import {
  addCustomerForUser,
  createCustomer,
  deleteCustomer,
  mergeCustomers,
  updateCustomer,
} from './customer.service.ts';

const CustomerInputRef = builder.inputType('CustomerInput', {
  fields: (t) => ({
    type: t.field({ type: CustomerTypeEnum }),
    gender: t.field({ type: GenderEnum }),
    firstname: t.string(),
    lastname: t.string(),
    email: t.string(),
    username: t.string(),
    address: t.string(),
    addressComplement: t.string(),
    zip: t.string(),
    city: t.string(),
    country: t.string({ description: 'ISO 3166 alpha-2, default CH' }),
    birthdate: t.field({ type: 'Date' }),
    phoneHome: t.string(),
    phoneMobile: t.string(),
    phoneProMobile: t.string(),
    phoneWork: t.string(),
    companyName: t.string(),
    uidNumber: t.string({ description: 'Swiss customers only: CHE-123.456.789' }),
    language: t.field({ type: LanguageEnum }),
    favoriteEmployeeId: t.int(),
    favoriteEmployeeOnly: t.boolean(),
  }),
});

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
