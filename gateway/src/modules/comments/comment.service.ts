// Staff notes about a customer (spec §3 Comment), newest first, 5 per page.
import type { Context } from '../../context.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { t } from '../../lib/i18n.ts';
import { PAGE_SIZES, paginate } from '../common/index.ts';
import { vendorCustomer } from '../customers/index.ts';
import { m } from './comment.messages.ts';

const MAX_LENGTH = 5000;

function checkText(ctx: Context, text: string) {
  const value = text.trim();
  if (!value)
    throw new ValidationError(t(ctx.lang, 'form.errors'), {
      comment: { required: t(ctx.lang, 'validation.required') },
    });
  if ([...value].length > MAX_LENGTH) {
    throw new ValidationError(t(ctx.lang, 'form.errors'), {
      comment: { maximumLength: m(ctx.lang, 'tooLong', { max: MAX_LENGTH }) },
    });
  }
  return value;
}

export async function listComments(
  ctx: Context,
  args: { customerId: number; page?: number | null; limit?: number | null },
) {
  const customer = await vendorCustomer(ctx, args.customerId);
  const db = ctx.vendorDb();
  const where = { customerId: customer.id };
  return paginate(
    args,
    PAGE_SIZES.comments,
    () => db.comment.count({ where }),
    (w) => db.comment.findMany({ ...w, where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] }),
  );
}

export async function addComment(ctx: Context, customerId: number, text: string) {
  const comment = checkText(ctx, text);
  const customer = await vendorCustomer(ctx, customerId);
  return ctx.vendorDb().comment.create({ data: { customerId: customer.id, comment, vendorId: customer.vendorId } });
}

/** One comment of the viewer's vendor, or null. */
export function findComment(ctx: Context, id: number) {
  return ctx.vendorDb().comment.findUnique({ where: { id } });
}

async function ownComment(ctx: Context, id: number) {
  const row = await ctx.vendorDb().comment.findUnique({ where: { id } });
  if (!row) throw new NotFoundError(m(ctx.lang, 'notFound'));
  return row;
}

export async function updateComment(ctx: Context, id: number, text: string) {
  const comment = checkText(ctx, text);
  await ownComment(ctx, id);
  return ctx.vendorDb().comment.update({ where: { id }, data: { comment } });
}

export async function deleteComment(ctx: Context, id: number) {
  await ownComment(ctx, id);
  await ctx.vendorDb().comment.delete({ where: { id } });
  return { id };
}
