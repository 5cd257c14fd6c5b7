import { builder } from '../../builder.ts';
import { pageType } from '../common/index.ts';

export const CommentRef = builder.prismaObject('Comment', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    customerId: t.exposeInt('customerId'),
    comment: t.exposeString('comment'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const CommentPage = pageType('Comment', CommentRef);
