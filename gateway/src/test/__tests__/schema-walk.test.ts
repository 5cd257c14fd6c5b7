// Every field resolves from every door: for every root query and mutation, a document generated from
// the schema selects every field of every object type reachable from its result (to a depth, union
// members included), with arguments filled from seeded rows, as guest, customer, staff and admin of
// the demo vendor. Any answer is fine (data, a typed error, FORBIDDEN, a validation error) except an
// internal error, a null on a non-null field, or an error below the root that nulls the whole answer. Nothing here lists types or fields: a new one is
// walked as soon as it is in the schema.
import { type GraphQLField, type GraphQLObjectType, getNamedType, isObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDatamodel } from '../../generated/prisma/pothos-types.ts';
import { now } from '../../lib/clock.ts';
import { schema } from '../../schema.ts';
import { seedAndLogin } from '../fixtures.ts';
import { startTestApp, type TestApp } from '../harness.ts';
import {
  type ArgSeed,
  argsFor,
  entityOf,
  hasOptionalIds,
  newStats,
  rootDocument,
  useSchema,
  WALK_LIMITS,
} from '../walker.ts';

const DEPTH = 3;
type Role = 'guest' | 'customer' | 'staff' | 'admin';
const ROLES: Role[] = ['guest', 'customer', 'staff', 'admin'];

// Root fields the walk leaves out (none: sign-in, sign-up and password resets are walked too).
const NOT_WALKED = new Set<string>([]);

interface Failure {
  role: Role;
  root: string;
  message: string;
  path?: unknown;
}

describe('schema walk', () => {
  let t: TestApp;
  let tokens: Record<Role, string | undefined>;
  let seed: Omit<ArgSeed, 'entity'>;
  const models = new Set(Object.keys(getDatamodel().datamodel.models));
  const stats = newStats();
  const failures: Failure[] = [];
  const tally = { requests: 0, data: 0, refused: 0 };

  useSchema(schema);

  const walk = async (operation: 'query' | 'mutation', field: GraphQLField<unknown, unknown>, role: Role) => {
    const entity = entityOf(field, schema, models);
    await send(operation, field, role, argsFor(field, { ...seed, entity }));
    // Once more with the optional ids filled: `invoice(id)` answers null without one.
    if (hasOptionalIds(field)) await send(operation, field, role, argsFor(field, { ...seed, entity }, true));
  };

  /** Sends one root field with every field of its result selected; keeps the internal errors. */
  const send = async (
    operation: 'query' | 'mutation',
    field: GraphQLField<unknown, unknown>,
    role: Role,
    args: Record<string, unknown>,
  ) => {
    const { document, variables } = rootDocument(operation, field, args, DEPTH, stats);
    const res = await t.gql(document, variables, tokens[role], 'en');
    tally.requests++;
    if (res.data?.[field.name as never] != null) tally.data++;
    else tally.refused++;
    if (!res.data && !res.errors) throw new Error(`no answer for ${field.name}: ${JSON.stringify(res)}`);
    // A refusal or failure below the root must stay at its field, not wipe out the whole answer.
    const nested = (res.errors ?? []).find((e) => ((e as { path?: unknown[] }).path?.length ?? 0) > 1);
    if (nested && res.data?.[field.name as never] == null) {
      failures.push({
        role,
        root: `${operation} ${field.name}`,
        message: `nulled by: ${nested.message}`,
        path: (nested as { path?: unknown }).path,
      });
    }
    for (const error of res.errors ?? []) {
      // The walk's own document refused would walk nothing.
      const refusedDocument = ['QUERY_TOO_COMPLEX', 'GRAPHQL_VALIDATION_FAILED', 'GRAPHQL_PARSE_FAILED'];
      if (
        error.extensions?.code === 'INTERNAL_SERVER_ERROR' ||
        refusedDocument.includes(String(error.extensions?.code)) ||
        /non-nullable/.test(error.message)
      ) {
        failures.push({
          role,
          root: `${operation} ${field.name}`,
          message: error.message,
          path: (error as { path?: unknown }).path,
        });
      }
    }
    return res;
  };

  beforeAll(async () => {
    // Documents selecting everything are larger than a client's (the limits are hostile.test.ts's);
    // a relation inside itself stays refused, and the walker never selects one.
    t = await startTestApp({
      config: { logLevel: process.env.WALK_LOG ? 'error' : 'silent', graphqlLimits: WALK_LIMITS },
    });
    const login = await seedAndLogin(t);
    tokens = { guest: undefined, ...login };
    const p = t.app.services.prisma;
    const vendor = await p.vendor.findUniqueOrThrow({ where: { slug: 'salon-demo' } });
    // One row of each model, the demo vendor's when the model has a vendor.
    const ids: Record<string, number> = { Vendor: vendor.id };
    const datamodel = getDatamodel().datamodel.models as Record<string, { fields: readonly { name: string }[] }>;
    for (const [model, data] of Object.entries(datamodel)) {
      if (model === 'Vendor' || !data.fields.some((f) => f.name === 'id')) continue;
      const delegate = (p as unknown as Record<string, { findFirst(a: object): Promise<{ id: number } | null> }>)[
        model.slice(0, 1).toLowerCase() + model.slice(1)
      ];
      const where = data.fields.some((f) => f.name === 'vendorId') ? { vendorId: vendor.id } : {};
      const row = await delegate.findFirst({ where, orderBy: { id: 'asc' } });
      if (row) ids[model] = row.id;
    }
    const at = now();
    seed = { ids, date: at.toISOString().slice(0, 10), instant: at.toISOString() };
  }, 120_000);
  afterAll(() => t?.stop());

  it('answers every root query, every field selected, without an internal error', async () => {
    const fields = Object.values(schema.getQueryType()!.getFields());
    for (const role of ROLES) {
      for (const field of fields) await walk('query', field, role);
    }
    expect(failures).toEqual([]);
    expect(tally.data).toBeGreaterThan(fields.length);
  }, 600_000);

  it('answers every mutation, every field of its result selected, without an internal error', async () => {
    const all = Object.values(schema.getMutationType()!.getFields()).filter((f) => !NOT_WALKED.has(f.name));
    // Deletions last, so the other mutations find the rows they are about.
    const ordered = [...all.filter((f) => !/^delete/.test(f.name)), ...all.filter((f) => /^delete/.test(f.name))];
    for (const field of ordered) {
      for (const role of ROLES) await walk('mutation', field, role);
    }
    expect(failures).toEqual([]);
    const objectTypes = Object.values(schema.getTypeMap()).filter(
      (ty): ty is GraphQLObjectType => isObjectType(ty) && !ty.name.startsWith('__'),
    );
    const fields = objectTypes.flatMap((ty) => Object.keys(ty.getFields()).map((f) => `${ty.name}.${f}`));
    const walked = fields.filter((f) => stats.covered.has(f));
    const roots = [schema.getQueryType()!, schema.getMutationType()!].map((r) => Object.keys(r.getFields()).length);
    console.info(
      `schema walk: ${roots[0]} queries and ${roots[1]} mutations (${NOT_WALKED.size} left out), ` +
        `${tally.requests} requests (${tally.data} with data); ${walked.length} of ${fields.length} fields of ` +
        `${objectTypes.length} object types selected, ${stats.skipped.size} left out for required arguments`,
    );
    // Subscriptions aside (the live tests run them over websockets), every field is selected somewhere.
    const live = new Set([
      'Subscription',
      ...Object.values(schema.getSubscriptionType()?.getFields() ?? {}).map((f) => getNamedType(f.type).name),
    ]);
    const unwalked = fields.filter((f) => !stats.covered.has(f) && !live.has(f.split('.')[0]!));
    expect(unwalked.filter((f) => !stats.skipped.has(f))).toEqual([]);
  }, 900_000);
});
