// Selling a gift card at the till (spec §3, §4): the sale is money taken, so it is an invoice of
// one line paid at once with a real payment (method, till, date, staff) that the cash closing of
// that till and day counts. Spending the card later is a VOUCHER payment, which is not takings.
import moment from 'moment-timezone';
import { paymentRounding } from '@salon/shared';
import type { Context } from '../../context.ts';
import { Prisma as P } from '../../generated/prisma/client.ts';
import { type FieldErrors, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { type Lang, t } from '../../lib/i18n.ts';
import { now } from '../../lib/clock.ts';
import { vendorCustomer } from '../customers/index.ts';
import { queueEmail } from '../notifications/index.ts';
import { formatChf as chf, invoiceState, lineAmounts } from '../invoice-core/index.ts';
import { m } from './voucher.messages.ts';
import { dateKey, generateCode, normalizeCode } from './voucher.rules.ts';
import { type VoucherInput, validateVoucher, withBalances } from './voucher.service.ts';

export type TillMethod = 'CASH' | 'CARD' | 'POSTCARD';
const TILL_METHODS: readonly string[] = ['CASH', 'CARD', 'POSTCARD'];

export interface SellVoucherInput extends VoucherInput {
  /** The buyer (a customer of the vendor). */
  customerId?: number | null;
  recipientName?: string | null;
  method: string;
  /** The till: the location where the money is taken. */
  locationId: number;
}

const isUniqueViolation = (error: unknown) =>
  error instanceof P.PrismaClientKnownRequestError ? error.code === 'P2002' : /unique|P2002/i.test(String(error));

/** The line of the sale invoice that names the card. */
export const saleLine = (lang: Lang, code: string) => m(lang, 'saleLine', { code });

/**
 * Sells a gift card: the card, its sale invoice (one line, the face value) and the payment taken
 * at the till, all in one transaction; the buyer must be a customer and the method one that
 * brings money in (a gift card is not paid with a gift card).
 */
export async function sellGiftVoucher(ctx: Context, input: SellVoucherInput) {
  const errors: FieldErrors = {};
  if (!TILL_METHODS.includes(input.method)) errors.method = { invalid: m(ctx.lang, 'saleMethod') };
  if (input.customerId == null) errors.customer_id = { required: m(ctx.lang, 'buyerRequired') };
  const recipientName = input.recipientName?.trim() || null;
  if (recipientName && recipientName.length > 120) {
    errors.recipient_name = { maxLength: t(ctx.lang, 'validation.invalid') };
  }
  let values: ReturnType<typeof validateVoucher> | null = null;
  try {
    values = validateVoucher(ctx, input);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    Object.assign(errors, error.errors);
  }
  if (Object.keys(errors).length || !values) throw new ValidationError(t(ctx.lang, 'form.errors'), errors);
  const buyer = await vendorCustomer(ctx, input.customerId!);
  const till = await ctx.vendorDb().location.findFirst({ where: { id: input.locationId, deletedAt: null } });
  if (!till) throw new NotFoundError(t(ctx.lang, 'notFound.location'));
  const vendorId = ctx.vendorId();
  const given = input.code?.trim() ? normalizeCode(input.code) : null;
  const method = input.method as TillMethod;
  for (let attempt = 0; ; attempt++) {
    const code = given ?? generateCode();
    try {
      const voucher = await ctx.vendorDb().$transaction(async (tx) => {
        const line = {
          description: saleLine(ctx.lang, code),
          ...lineAmounts({ unitPrice: values.faceValue, quantity: 1 }),
        };
        const payment = { method, amount: values.faceValue };
        const state = invoiceState([line], [payment]);
        const invoice = await tx.invoice.create({
          data: {
            vendorId,
            customerId: buyer.id,
            total: state.total,
            balance: state.balance,
            status: state.status,
            createdAt: now(),
            lines: { create: [line] },
          },
        });
        await tx.payment.create({
          data: {
            vendorId,
            invoiceId: invoice.id,
            ...payment,
            rounding: paymentRounding(method, payment.amount),
            locationId: till.id,
            takenByUserId: ctx.viewer?.userId || null,
            createdAt: now(),
          },
        });
        return tx.voucher.create({
          data: {
            ...values,
            vendorId,
            code,
            kind: 'GIFT',
            customerId: buyer.id,
            recipientName,
            saleInvoiceId: invoice.id,
          },
        });
      });
      return (await withBalances(ctx, [voucher]))[0]!;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (given || attempt >= 5) {
        throw new ValidationError(t(ctx.lang, 'form.errors'), {
          code: { valueAlreadyRegistered: t(ctx.lang, 'validation.valueAlreadyRegistered', { value: code }) },
        });
      }
    }
  }
}

/** The text of a gift card, as printed and as e-mailed. */
export function voucherText(
  lang: Lang,
  card: {
    code: string;
    faceValue: number;
    balance: number;
    validFrom: Date;
    validUntil: Date;
    recipientName: string | null;
  },
  vendor: { publicName: string; street: string | null; zip: string | null; city: string | null },
) {
  const day = (d: Date) => moment.utc(dateKey(d)).format('DD.MM.YYYY');
  const lines = [
    m(lang, 'cardTitle', { vendor: vendor.publicName }),
    card.recipientName ? m(lang, 'cardFor', { name: card.recipientName }) : null,
    m(lang, 'cardValue', { value: chf(card.faceValue), balance: chf(card.balance) }),
    m(lang, 'cardCode', { code: card.code }),
    m(lang, 'cardValidity', { from: day(card.validFrom), until: day(card.validUntil) }),
    [vendor.street, [vendor.zip, vendor.city].filter(Boolean).join(' ')].filter(Boolean).join(', ') || null,
  ];
  return lines.filter((l): l is string => Boolean(l)).join('\n');
}

/** E-mails a gift card to an address (the buyer's when none is given); returns the address. */
export async function emailVoucher(ctx: Context, id: number, to?: string | null) {
  const voucher = await ctx.vendorDb().voucher.findUnique({ where: { id }, include: { customer: true } });
  if (!voucher) throw new NotFoundError(m(ctx.lang, 'notFound'));
  const address = to?.trim() || voucher.customer?.email || '';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) {
    throw new ValidationError(t(ctx.lang, 'form.errors'), { to: { email: m(ctx.lang, 'emailNeeded') } });
  }
  const vendor = await ctx.vendorDb().vendor.findUniqueOrThrow({ where: { id: voucher.vendorId } });
  const [card] = await withBalances(ctx, [voucher]);
  await queueEmail(ctx.vendorDb(), {
    vendorId: voucher.vendorId,
    to: address,
    subject: m(ctx.lang, 'cardSubject', { vendor: vendor.publicName }),
    body: voucherText(ctx.lang, card!, vendor),
  });
  return address;
}
