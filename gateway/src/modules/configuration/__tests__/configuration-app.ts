// Two vendors for the configuration tests: the demo vendor (admin, staff) and vendor B signed up
// through the API with one row of each configuration kind (ids in `b`), plus GraphQL helpers.
// Call configurationApp() at the top of a describe block: it starts the app before the tests.
import { afterAll, beforeAll, expect } from 'vitest';
import { seedAndLogin } from '../../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

// biome-ignore lint/suspicious/noExplicitAny: GraphQL results are asserted field by field.
export type Json = Record<string, any>;

export const ERRORS = `... on ValidationError { message errors } ... on NotFoundError { message } ... on ConflictError { message }`;
export const day = (offset: number) => new Date(Date.now() + offset * 86400_000).toISOString().slice(0, 10);

export function configurationApp() {
  const app = {
    t: undefined as unknown as TestApp,
    admin: '',
    staff: '',
    adminB: '',
    b: {} as Record<string, number>,
  };
  const b = app.b;
  const gql = async (query: string, variables: Json = {}, token?: string, lang = 'en') => {
    const res = await app.t.gql<Json>(query, variables, token, lang);
    return res as { data?: Json; errors?: { message: string; extensions?: Json }[] };
  };
  /** Runs a mutation field returning a result union; returns the member. */
  const mutate = async (field: string, args: string, vars: Json, token: string, selection = 'id') => {
    const decl = Object.keys(vars)
      .map((k) => `$${k}: ${types[k] ?? 'Int!'}`)
      .join(', ');
    const res = await gql(
      `mutation${decl ? ` (${decl})` : ''} { ${field}${args ? `(${args})` : ''} { __typename ... on ${resultType[field] ?? 'Node'} { ${selection} } ${ERRORS} } }`,
      vars,
      token,
    );
    if (res.errors)
      return { __typename: 'GraphQLError', code: res.errors[0]?.extensions?.code, message: res.errors[0]?.message };
    return res.data?.[field] as Json;
  };
  const types: Record<string, string> = {
    input: 'JSON',
    ids: '[Int!]!',
    services: '[ServiceOrderInput!]!',
    from: 'Date',
    scope: 'VendorScope!',
    amount: 'Int!',
    validFrom: 'Date',
  };
  const resultType: Record<string, string> = {};
  for (const kind of ['Location', 'Region', 'Workplace', 'Machine', 'MachineModel', 'Service', 'Employee', 'Vendor']) {
    for (const verb of ['create', 'update', 'set', 'close', 'add']) resultType[`${verb}${kind}`] = kind;
  }
  Object.assign(resultType, {
    createCategory: 'ServiceCategory',
    updateCategory: 'ServiceCategory',
    closeLocation: 'Location',
    addServicePrice: 'Service',
    setServicesOrder: 'MutationSetServicesOrderSuccess',
    signUpVendor: 'AuthPayload',
    activateLiveMode: 'Vendor',
    setMachineModelServices: 'MachineModel',
    setMachineWorkplaces: 'Machine',
  });
  for (const f of ['Location', 'Region', 'Workplace', 'Machine', 'MachineModel', 'Service', 'Category', 'Employee']) {
    resultType[`delete${f}`] = 'DeleteResult';
  }
  for (const f of [
    'setRegionLocations',
    'setWorkplaceEmployees',
    'setWorkplaceServices',
    'setMachineServices',
    'setServiceEmployees',
    'setServiceWorkplaces',
    'setEmployeeServices',
    'setEmployeeWorkplaces',
  ]) {
    resultType[f] = f.replace(/^set([A-Z][a-z]+).*/, '$1');
  }

  const create = async (kind: string, input: Json, token: string, selection = 'id') => {
    const inputType = kind === 'Category' ? 'CategoryInput' : `${kind}Input`;
    const res = await gql(
      `mutation ($input: ${inputType}!) { create${kind}(input: $input) { __typename ... on ${resultType[`create${kind}`]} { ${selection} } ${ERRORS} } }`,
      { input },
      token,
    );
    if (res.errors) return { __typename: 'GraphQLError', code: res.errors[0]?.extensions?.code };
    return res.data?.[`create${kind}`] as Json;
  };
  const update = async (kind: string, id: number, input: Json, token: string, selection = 'id') => {
    const inputType = kind === 'Category' ? 'CategoryInput' : `${kind}Input`;
    const res = await gql(
      `mutation ($id: Int!, $input: ${inputType}!) { update${kind}(id: $id, input: $input) { __typename ... on ${resultType[`update${kind}`]} { ${selection} } ${ERRORS} } }`,
      { id, input },
      token,
    );
    if (res.errors) return { __typename: 'GraphQLError', code: res.errors[0]?.extensions?.code };
    return res.data?.[`update${kind}`] as Json;
  };
  const remove = (kind: string, id: number, token: string) => mutate(`delete${kind}`, 'id: $id', { id }, token);

  beforeAll(async () => {
    app.t = await startTestApp();
    ({ admin: app.admin, staff: app.staff } = await seedAndLogin(app.t));
    const signUp = await gql(
      `mutation ($input: VendorSignUpInput!) { signUpVendor(input: $input) { __typename ... on AuthPayload { token user { id role employeeId vendorId } } ${ERRORS} } }`,
      {
        input: {
          name: 'Beauté B Sàrl',
          publicName: 'Beauté B',
          email: 'hello@beaute-b.ch',
          phone: '+41 79 123 45 67',
          defaultLanguage: 'fr',
          firstname: 'Berta',
          lastname: 'Brun',
          password: 'secret1',
          adminEmail: 'berta@beaute-b.ch',
        },
      },
    );
    expect(signUp.data?.signUpVendor).toMatchObject({ __typename: 'AuthPayload', user: { role: 3 } });
    app.adminB = signUp.data!.signUpVendor.token;
    b.vendor = signUp.data!.signUpVendor.user.vendorId;
    b.ownEmployee = signUp.data!.signUpVendor.user.employeeId;
    b.region = (await create('Region', { name: 'Nord' }, app.adminB)).id;
    b.location = (await create('Location', { name: 'Bienne', shortName: 'BIE', regionId: b.region }, app.adminB)).id;
    b.workplace = (await create('Workplace', { name: 'Cabine', locationId: b.location }, app.adminB)).id;
    b.machineModel = (await create('MachineModel', { name: 'Laser' }, app.adminB)).id;
    b.machine = (
      await create('Machine', { name: 'Laser 1', locationId: b.location, machineModelId: b.machineModel }, app.adminB)
    ).id;
    b.category = (await create('Category', { icon: 'spa', names: [{ language: 'fr', name: 'Soins' }] }, app.adminB)).id;
    b.service = (
      await create(
        'Service',
        { names: [{ language: 'fr', name: 'Soin B' }], duration: 30, categoryId: b.category },
        app.adminB,
      )
    ).id;
    b.employee = (await create('Employee', { firstname: 'Bob', lastname: 'Bauer' }, app.adminB)).id;
    for (const [k, v] of Object.entries(b)) expect(v, k).toEqual(expect.any(Number));
  });
  afterAll(() => app.t?.stop());
  return Object.assign(app, { gql, mutate, create, update, remove });
}
