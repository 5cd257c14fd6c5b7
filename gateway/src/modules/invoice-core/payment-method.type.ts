// How a payment is made: invoices, voucher sales, the cash closing and the reports share it.
import { builder } from '../../builder.ts';

export const PaymentMethodEnum = builder.enumType('PaymentMethod', {
  values: ['CASH', 'CARD', 'POSTCARD', 'VOUCHER'] as const,
});
