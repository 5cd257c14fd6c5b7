// The front door of the invoice-core module: what the rest of the gateway uses of it.
export { linesFrom, serviceLines } from './invoice.lines.ts';
export {
  cashRoundingOf,
  formatChf,
  invoiceState,
  invoiceTotal,
  lineAmounts,
  type LineAmountsInput,
  vatIncluded,
} from './invoice.math.ts';
export { PaymentMethodEnum } from './payment-method.type.ts';
