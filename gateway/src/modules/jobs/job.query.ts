import { builder } from '../../builder.ts';
import { PAGE_SIZES, paginate } from '../common/index.ts';
import { JobPage, JobStatusEnum } from './job.type.ts';

// The background work of the admin's vendor: by default the dead jobs, newest first.
builder.queryFields((t) => ({
  jobs: t.field({
    type: JobPage,
    authScopes: { admin: true },
    args: { page: t.arg.int(), limit: t.arg.int(), status: t.arg({ type: JobStatusEnum, defaultValue: 'DEAD' }) },
    resolve: (_root, args, ctx) => {
      const db = ctx.vendorDb();
      const where = { status: args.status ?? 'DEAD' };
      return paginate(
        args,
        PAGE_SIZES.default,
        () => db.job.count({ where }),
        (w) => db.job.findMany({ ...w, where, orderBy: { id: 'desc' } }),
      );
    },
  }),
}));
