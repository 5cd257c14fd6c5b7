import { builder } from '../../builder.ts';
import { ValidationError } from '../../lib/errors.ts';
import { t as tr } from '../../lib/i18n.ts';
import { DeleteResult, mutationErrors } from '../common/index.ts';
import { addComment, deleteComment, updateComment } from './comment.service.ts';

const CommentInput = builder.inputType('CommentInput', {
  fields: (t) => ({ customerId: t.int(), comment: t.string({ required: true }) }),
});

builder.mutationFields((t) => ({
  createComment: t.prismaField({
    type: 'Comment',
    errors: mutationErrors,
    authScopes: { staff: true },
    args: { input: t.arg({ type: CommentInput, required: true }) },
    resolve: (_query, _root, { input }, ctx) => {
      if (!input.customerId) {
        throw new ValidationError(tr(ctx.lang, 'form.errors'), {
          customer_id: { required: tr(ctx.lang, 'validation.required') },
        });
      }
      return addComment(ctx, input.customerId, input.comment);
    },
  }),
  updateComment: t.prismaField({
    type: 'Comment',
    errors: mutationErrors,
    authScopes: { staff: true },
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: CommentInput, required: true }) },
    resolve: (_query, _root, { id, input }, ctx) => updateComment(ctx, id, input.comment),
  }),
  deleteComment: t.field({
    type: DeleteResult,
    errors: mutationErrors,
    authScopes: { staff: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, { id }, ctx) => deleteComment(ctx, id),
  }),
}));
