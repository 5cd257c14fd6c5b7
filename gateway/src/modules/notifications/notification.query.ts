import { builder } from '../../builder.ts';
import { PAGE_SIZES, paginate } from '../common/index.ts';
import { EmailMessagePage, MessageStatusEnum, ShortMessagePage } from './notification.type.ts';

// The outboxes of the admin's vendor: what was sent, what waits (no SMTP), what failed and why.
builder.queryFields((t) => ({
  emailOutbox: t.field({
    type: EmailMessagePage,
    authScopes: { admin: true },
    args: { page: t.arg.int(), limit: t.arg.int(), status: t.arg({ type: MessageStatusEnum }) },
    resolve: (_root, args, ctx) => {
      const db = ctx.vendorDb();
      const where = args.status ? { status: args.status } : {};
      return paginate(
        args,
        PAGE_SIZES.default,
        () => db.emailMessage.count({ where }),
        (w) => db.emailMessage.findMany({ ...w, where, orderBy: { id: 'desc' } }),
      );
    },
  }),
  shortMessages: t.field({
    type: ShortMessagePage,
    authScopes: { admin: true },
    args: { page: t.arg.int(), limit: t.arg.int(), status: t.arg({ type: MessageStatusEnum }) },
    resolve: (_root, args, ctx) => {
      const db = ctx.vendorDb();
      const where = args.status ? { status: args.status } : {};
      return paginate(
        args,
        PAGE_SIZES.default,
        () => db.shortMessage.count({ where }),
        (w) => db.shortMessage.findMany({ ...w, where, orderBy: { id: 'desc' } }),
      );
    },
  }),
}));
