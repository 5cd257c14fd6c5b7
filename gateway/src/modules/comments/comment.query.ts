import { builder } from '../../builder.ts';
import { findComment, listComments } from './comment.service.ts';
import { CommentPage } from './comment.type.ts';

// Comments are internal notes: staff only.
builder.queryFields((t) => ({
  comments: t.field({
    type: CommentPage,
    authScopes: { staff: true },
    args: { customerId: t.arg.int({ required: true }), page: t.arg.int(), limit: t.arg.int() },
    resolve: (_root, args, ctx) => listComments(ctx, args),
  }),
  comment: t.prismaField({
    type: 'Comment',
    nullable: true,
    authScopes: { staff: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_query, _root, { id }, ctx) => findComment(ctx, id),
  }),
}));
