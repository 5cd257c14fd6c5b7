// The vendor's webhook endpoints: admins (in person or with an admin API key) register, change and
// remove them; the signing secret is shown once, at creation.
import { randomBytes } from 'node:crypto';
import type { Context } from '../../context.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { FieldErrorList } from '../../lib/validate.ts';
import { PAGE_SIZES, paginate } from '../common/index.ts';
import { WEBHOOK_EVENTS } from './webhook.events.ts';
import { m } from './webhook.messages.ts';
import { targetProblem } from './webhook.target.ts';
import type { CreatedWebhook } from './webhook.type.ts';

const URL_MAX = 2000;

export interface WebhookInput {
  url?: string | null;
  events?: string[] | null;
  enabled?: boolean | null;
}

export const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

async function checked(ctx: Context, input: WebhookInput, creating: boolean) {
  const errors = new FieldErrorList(ctx.lang);
  const url = input.url?.trim();
  if (url != null || creating) {
    if (!url) errors.add('url', 'required');
    else if (url.length > URL_MAX) errors.add('url', 'maximumLength', { max: URL_MAX });
    else {
      const problem = await targetProblem(url, ctx.app.config.webhookAllowPrivateTargets);
      if (problem) errors.add('url', problem, {}, m(ctx.lang, problem));
    }
  }
  let events: string[] | undefined;
  if (input.events != null || creating) {
    events = [...new Set(input.events ?? [])];
    if (!events.length) errors.add('events', 'required', {}, m(ctx.lang, 'noEvents'));
    else if (events.some((e) => !(WEBHOOK_EVENTS as readonly string[]).includes(e)))
      errors.add('events', 'excluded', {}, `${m(ctx.lang, 'noEvents')}: ${WEBHOOK_EVENTS.join(', ')}`);
  }
  errors.throwIfAny();
  return { url, events };
}

export function listWebhooks(ctx: Context) {
  return ctx.vendorDb().webhook.findMany({ orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
}

export async function findWebhook(ctx: Context, id: number) {
  const row = await ctx.vendorDb().webhook.findUnique({ where: { id } });
  if (!row) throw new NotFoundError(m(ctx.lang, 'notFound'));
  return row;
}

export async function createWebhook(ctx: Context, input: WebhookInput): Promise<CreatedWebhook> {
  const { url, events } = await checked(ctx, input, true);
  const row = await ctx.vendorDb().webhook.create({
    data: {
      vendorId: ctx.vendorId(),
      url: url!,
      events: events!,
      secret: newWebhookSecret(),
      enabled: input.enabled ?? true,
    },
  });
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    enabled: row.enabled,
    secret: row.secret,
    createdAt: row.createdAt,
  };
}

/** Turning an endpoint back on clears why it was turned off. */
export async function updateWebhook(ctx: Context, id: number, input: WebhookInput) {
  await findWebhook(ctx, id);
  const { url, events } = await checked(ctx, input, false);
  const enabling = input.enabled === true;
  return ctx.vendorDb().webhook.update({
    where: { id },
    data: {
      ...(url ? { url } : {}),
      ...(events ? { events } : {}),
      ...(input.enabled != null ? { enabled: input.enabled } : {}),
      ...(enabling ? { disabledReason: null, disabledAt: null } : {}),
    },
  });
}

export async function deleteWebhook(ctx: Context, id: number) {
  await findWebhook(ctx, id);
  await ctx.vendorDb().webhook.delete({ where: { id } });
  return { id };
}

export async function webhookDeliveries(
  ctx: Context,
  args: { webhookId: number; page?: number | null; limit?: number | null },
) {
  const webhook = await findWebhook(ctx, args.webhookId);
  const db = ctx.vendorDb();
  const where = { webhookId: webhook.id };
  return paginate(
    args,
    PAGE_SIZES.default,
    () => db.webhookDelivery.count({ where }),
    (w) => db.webhookDelivery.findMany({ ...w, where, orderBy: { id: 'desc' } }),
  );
}
