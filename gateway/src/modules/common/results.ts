// Results shared by every kind of resource.
import { builder } from '../../builder.ts';

export const DeleteResult = builder.objectRef<{ id: number }>('DeleteResult').implement({
  fields: (t) => ({ id: t.exposeInt('id') }),
});

/** What depends on an entity, so that a client can confirm a deletion (spec §7 verify-delete). */
export interface Dependency {
  /** e.g. futureBookings, timetables, services */
  kind: string;
  count: number;
}

export interface VerifyDelete {
  canDelete: boolean;
  dependencies: Dependency[];
}

const DependencyRef = builder.objectRef<Dependency>('Dependency').implement({
  fields: (t) => ({ kind: t.exposeString('kind'), count: t.exposeInt('count') }),
});

export const VerifyDeleteResult = builder.objectRef<VerifyDelete>('VerifyDeleteResult').implement({
  fields: (t) => ({
    canDelete: t.exposeBoolean('canDelete'),
    dependencies: t.field({ type: [DependencyRef], resolve: (r) => r.dependencies }),
  }),
});
