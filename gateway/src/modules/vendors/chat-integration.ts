// The team-chat integration (spec §1, §7 vendors/slack-state, remove-slack-state, slack-revoke):
// an admin starts the provider's OAuth flow with a one-time state that the callback must echo,
// can drop a pending state, and can revoke the connection (the stored token is forgotten).
import { randomBytes } from 'node:crypto';
import { builder } from '../../builder.ts';
import type { Context } from '../../context.ts';
import { ownVendor } from './vendor.service.ts';

interface ChatIntegration {
  vendorId: number;
  connected: boolean;
  /** The pending OAuth state, while a connection is being made. */
  state: string | null;
}

const ChatIntegrationRef = builder.objectRef<ChatIntegration>('ChatIntegration').implement({
  fields: (t) => ({
    vendorId: t.exposeInt('vendorId'),
    connected: t.exposeBoolean('connected'),
    state: t.exposeString('state', { nullable: true }),
  }),
});

async function update(ctx: Context, id: number, data: { slackState?: string | null; slackToken?: null }) {
  await ownVendor(ctx, id);
  const vendor = await ctx.prisma.vendor.update({ where: { id }, data });
  return { vendorId: vendor.id, connected: vendor.slackToken != null, state: vendor.slackState };
}

builder.mutationFields((t) => ({
  startChatIntegration: t.field({
    type: ChatIntegrationRef,
    authScopes: { admin: true },
    description: 'A fresh one-time OAuth state for connecting the team-chat workspace.',
    args: { vendorId: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => update(ctx, args.vendorId, { slackState: randomBytes(24).toString('base64url') }),
  }),
  clearChatIntegrationState: t.field({
    type: ChatIntegrationRef,
    authScopes: { admin: true },
    args: { vendorId: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => update(ctx, args.vendorId, { slackState: null }),
  }),
  revokeChatIntegration: t.field({
    type: ChatIntegrationRef,
    authScopes: { admin: true },
    args: { vendorId: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => update(ctx, args.vendorId, { slackState: null, slackToken: null }),
  }),
}));

builder.queryFields((t) => ({
  chatIntegration: t.field({
    type: ChatIntegrationRef,
    authScopes: { admin: true },
    description: 'Whether the team-chat workspace is connected, and any pending OAuth state (spec §7 slack-state).',
    args: { vendorId: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const vendor = await ownVendor(ctx, args.vendorId);
      return { vendorId: vendor.id, connected: vendor.slackToken != null, state: vendor.slackState };
    },
  }),
}));
