import { builder } from '../../builder.ts';
import { crudQueries } from '../common/index.ts';
import { verifyDeleteService } from './service.service.ts';
import { serviceKind, serviceOrder } from './service.type.ts';

crudQueries(serviceKind, verifyDeleteService);

builder.queryField('childServicesAll', (t) =>
  t.prismaField({
    type: ['Service'],
    authScopes: { staff: true },
    description: 'The child services of a service (spec §3 childServices).',
    args: { parentId: t.arg.int({ required: true }) },
    resolve: (query, _root, args, ctx) =>
      ctx
        .vendorDb()
        .service.findMany({ ...query, where: { parentId: args.parentId, deletedAt: null }, orderBy: serviceOrder }),
  }),
);
