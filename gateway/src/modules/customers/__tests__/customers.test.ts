// Customers against the real app and database: fields and validation, accent-insensitive search,
// merge, accounts per user, stats, comments, and what a customer may not read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, seedAndLogin } from '../../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { storedPhone, toE164 } from '@salon/shared/phone';
import { normalizeUid } from '../customer.rules.ts';

// biome-ignore lint/suspicious/noExplicitAny: GraphQL bodies are asserted field by field.
type Json = Record<string, any>;

const CUSTOMER =
  'id type firstname lastname email phoneMobile phoneWork country uidNumber companyName favoriteEmployeeId';
const CREATE = `mutation ($input: CustomerInput!) { createCustomer(input: $input) {
  __typename ... on Customer { ${CUSTOMER} } ... on ValidationError { message errors } } }`;
const UPDATE = `mutation ($id: Int!, $input: CustomerInput!) { updateCustomer(id: $id, input: $input) {
  __typename ... on Customer { ${CUSTOMER} } ... on ValidationError { message errors } ... on NotFoundError { message } } }`;
const LIST = `query ($search: String, $page: Int) { customers(search: $search, page: $page) {
  items { id firstname lastname } pagination { pageCount currentPage hasNextPage count limit } } }`;
const MERGE = `mutation ($id: Int!, $ids: [Int!]!, $input: CustomerInput) { mergeCustomers(id: $id, idsToDelete: $ids, input: $input) {
  __typename ... on Customer { id firstname phoneWork userId } ... on ConflictError { message } ... on ValidationError { message errors } } }`;

describe('unit rules', () => {
  it('keeps a Swiss phone in E.164 and a foreign one as typed, and checks Swiss UID numbers', () => {
    expect(toE164('079 123 45 67')).toBe('+41791234567');
    expect(toE164('+33 6 12 34 56 78')).toBe('+33612345678');
    expect(toE164('12')).toBeNull();
    // Spec §1: a number is shown in national format when it is Swiss, otherwise as it was written.
    expect(storedPhone(' 079 123 45 67 ')).toBe('+41791234567');
    expect(storedPhone(' +33 6 12 34 56 78 ')).toBe('+33 6 12 34 56 78');
    expect(storedPhone('0033 6 12 34 56 78')).toBe('0033 6 12 34 56 78');
    expect(storedPhone('12')).toBeNull();
    expect(normalizeUid('CHE-116.281.710')).toBe('CHE-116.281.710');
    expect(normalizeUid('che116281710')).toBe('CHE-116.281.710');
    expect(normalizeUid('CHE-116.281.711')).toBeNull();
  });
});

describe('customers', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof seedAndLogin>>;
  const gql = (query: string, variables: Json, token: string) => t.gql<Json>(query, variables, token, 'en');

  beforeAll(async () => {
    t = await startTestApp();
    tokens = await seedAndLogin(t);
  });
  afterAll(() => t.stop());

  it('creates a professional Swiss customer with normalized phones and refuses bad fields in the nested shape', async () => {
    const ok = await gql(
      CREATE,
      {
        input: {
          type: 'PROFESSIONAL',
          firstname: ' Anna ',
          lastname: 'Zürcher',
          email: 'Anna@Example.CH',
          phoneMobile: '079 123 45 67',
          companyName: 'Zürcher GmbH',
          uidNumber: 'che116281710',
        },
      },
      tokens.staff,
    );
    expect(ok.data!.createCustomer).toMatchObject({
      __typename: 'Customer',
      firstname: 'Anna',
      email: 'anna@example.ch',
      phoneMobile: '+41791234567',
      uidNumber: 'CHE-116.281.710',
      country: 'CH',
    });
    const bad = await gql(
      CREATE,
      {
        input: {
          type: 'PROFESSIONAL',
          firstname: '',
          lastname: 'X',
          phoneWork: '12',
          country: 'FR',
          uidNumber: 'CHE-116.281.710',
          zip: '74000',
        },
      },
      tokens.staff,
    );
    expect(bad.data!.createCustomer.__typename).toBe('ValidationError');
    // A zip without its city (spec §5: both empty or both filled).
    expect(bad.data!.createCustomer.errors.city).toEqual({ bothOrNone: 'Fill in both fields or neither' });
    expect(bad.data!.createCustomer.errors).toMatchObject({
      firstname: { required: 'Required' },
      phone_work: { invalidPhone: expect.stringContaining('+41 79 123 45 67') },
      uid_number: { excluded: expect.any(String) },
      company_name: { required: expect.any(String) },
    });
    // On an update, the stored city counts: clearing it alone leaves the zip unpaired.
    const id = ok.data!.createCustomer.id;
    const paired = await gql(UPDATE, { id, input: { zip: '8001', city: 'Zürich' } }, tokens.staff);
    expect(paired.data!.updateCustomer.__typename).toBe('Customer');
    const cleared = await gql(UPDATE, { id, input: { city: '' } }, tokens.staff);
    expect(cleared.data!.updateCustomer.errors).toEqual({ city: { bothOrNone: 'Fill in both fields or neither' } });
    // An older record with a city alone stays editable in its other fields, and mergeable.
    await t.app.services.prisma.customer.update({ where: { id }, data: { zip: null, city: 'Pully' } });
    const renamed = await gql(UPDATE, { id, input: { firstname: 'Léa' } }, tokens.staff);
    expect(renamed.data!.updateCustomer.__typename).toBe('Customer');
  });

  it('searches by name, e-mail and phone ignoring accents and case, 25 per page', async () => {
    const names = async (search: string) =>
      (await gql(LIST, { search }, tokens.staff)).data!.customers.items.map((c: Json) => c.lastname);
    expect(await names('MULLER')).toEqual(['Müller']);
    expect(await names('chloe meyl')).toEqual(['Meylan']);
    expect(await names('julien.moser@')).toEqual(['Moser']);
    // Seed phone of the second customer: +41 79 555 01 37.
    expect(await names('079 555 01 37')).toEqual(['Moser']);
    expect(await names('+41795550137')).toEqual(['Moser']);
    const all = await gql(LIST, {}, tokens.staff);
    // The demo's 21 (the hotel of its open invoice among them) and one of this file.
    expect(all.data!.customers.pagination).toMatchObject({ limit: 25, currentPage: 1, count: 22 });
    expect(all.data!.customers.items).toHaveLength(22);
    const denied = await gql(LIST, {}, tokens.customer);
    expect(denied.errors![0]!.extensions!.code).toBe('FORBIDDEN');
  });

  it('points out possible duplicates: the same e-mail (case ignored) or one of the same phones, in any format', async () => {
    const DUPES = `query ($email: String, $phones: [String!], $excludeId: Int) {
      customerDuplicates(email: $email, phones: $phones, excludeId: $excludeId) { id lastname } }`;
    const dupes = async (variables: Json, token = tokens.staff) =>
      (await gql(DUPES, variables, token)).data?.customerDuplicates.map((c: Json) => c.id);
    const created = await gql(
      CREATE,
      {
        input: {
          firstname: 'Lou',
          lastname: 'Doublet',
          email: 'lou.doublet@example.ch',
          phoneHome: '021 555 77 88',
          phoneMobile: '+33 6 12 34 56 78',
        },
      },
      tokens.staff,
    );
    const id = created.data!.createCustomer.id as number;
    // The French number is kept as typed; a duplicate is found whichever way it is written.
    expect(created.data!.createCustomer.phoneMobile).toBe('+33 6 12 34 56 78');
    expect(await dupes({ phones: ['0033612345678'] })).toEqual([id]);
    expect(await dupes({ phones: ['+33 6 12 34 56 78'] })).toEqual([id]);
    expect(await dupes({ email: 'LOU.DOUBLET@example.ch' })).toEqual([id]);
    expect(await dupes({ phones: ['', '+41 21 555 77 88'] })).toEqual([id]);
    expect(await dupes({ email: 'someone@else.ch', phones: ['0215557788'] })).toEqual([id]);
    // The edited customer is not its own duplicate; nothing to compare gives nothing.
    expect(await dupes({ email: 'lou.doublet@example.ch', excludeId: id })).toEqual([]);
    expect(await dupes({ email: '', phones: ['12'] })).toEqual([]);
    // Staff only.
    const denied = await gql(DUPES, { email: 'lou.doublet@example.ch' }, tokens.customer);
    expect(denied.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    await gql('mutation ($id: Int!) { deleteCustomer(id: $id) { __typename } }', { id }, tokens.staff);
  });

  it('merges customers: bookings, invoices, comments, vouchers and points move; the merged ones disappear', async () => {
    const prisma = t.app.services.prisma;
    const vendorId = (await prisma.vendor.findFirstOrThrow()).id;
    const [keep, dup1, dup2] = await Promise.all(
      ['Keep', 'Dup1', 'Dup2'].map((firstname) =>
        prisma.customer.create({
          data: { vendorId, firstname, lastname: 'Merge', phoneWork: firstname === 'Dup2' ? '+41215550000' : null },
        }),
      ),
    );
    const location = await prisma.location.findFirstOrThrow({ where: { vendorId } });
    for (const c of [dup1!, dup2!]) {
      const booking = await prisma.booking.create({ data: { vendorId, customerId: c.id, locationId: location.id } });
      await prisma.invoice.create({ data: { vendorId, bookingId: booking.id, customerId: c.id } });
      await prisma.comment.create({ data: { vendorId, customerId: c.id, comment: `note ${c.firstname}` } });
      await prisma.voucher.create({
        data: {
          vendorId,
          customerId: c.id,
          code: `MERGE${c.firstname.slice(-1) === '1' ? 'AAA' : 'BBB'}`,
          faceValue: 1000,
          validFrom: new Date(),
          validUntil: new Date(),
        },
      });
      await prisma.pointEntry.create({ data: { vendorId, customerId: c.id, points: 5 } });
    }
    const res = await gql(
      MERGE,
      { id: keep!.id, ids: [dup1!.id, dup2!.id], input: { firstname: 'Kept' } },
      tokens.staff,
    );
    expect(res.data!.mergeCustomers).toMatchObject({
      __typename: 'Customer',
      firstname: 'Kept',
      phoneWork: '+41215550000',
    });
    const ids = [dup1!.id, dup2!.id];
    expect(await prisma.customer.count({ where: { id: { in: ids } } })).toBe(0);
    for (const model of ['booking', 'invoice', 'comment', 'voucher', 'pointEntry'] as const) {
      // biome-ignore lint/suspicious/noExplicitAny: same query on each model.
      const delegate = prisma[model] as any;
      expect(await delegate.count({ where: { customerId: { in: ids } } })).toBe(0);
      expect(await delegate.count({ where: { customerId: keep!.id } })).toBe(2);
    }
  });

  it('refuses to merge another vendor customer or nothing', async () => {
    const prisma = t.app.services.prisma;
    const other = await prisma.vendor.create({
      data: { slug: 'other', name: 'Other SA', publicName: 'Other', email: 'o@example.ch' },
    });
    const foreign = await prisma.customer.create({ data: { vendorId: other.id, firstname: 'F', lastname: 'Oreign' } });
    const mine = (await gql(LIST, { search: 'Dubois' }, tokens.staff)).data!.customers.items[0];
    const res = await gql(MERGE, { id: mine.id, ids: [foreign.id] }, tokens.staff);
    expect(res.errors?.[0] ?? res.data!.mergeCustomers).toBeDefined();
    expect(res.data?.mergeCustomers?.__typename).not.toBe('Customer');
    expect(await prisma.customer.count({ where: { id: foreign.id } })).toBe(1);
    const nothing = await gql(MERGE, { id: mine.id, ids: [mine.id] }, tokens.staff);
    expect(nothing.data!.mergeCustomers.__typename).toBe('ValidationError');
  });

  it('gives a user their own customer account, adds them to a vendor, and hides other customers', async () => {
    const userId = (await t.app.services.prisma.user.findFirstOrThrow({ where: { email: 'customer@salon-demo.ch' } }))
      .id;
    const vendorId = (await t.app.services.prisma.vendor.findFirstOrThrow({ where: { slug: 'salon-demo' } })).id;
    const account = await gql(
      'query ($u: Int!, $v: Int!) { customerAccount(userId: $u, vendorId: $v) { id lastname } }',
      { u: userId, v: vendorId },
      tokens.customer,
    );
    expect(account.data!.customerAccount.lastname).toBe('Dubois');
    const ownId = account.data!.customerAccount.id;

    const other = await t.app.services.prisma.customer.findFirstOrThrow({ where: { lastname: 'Moser' } });
    const read = await gql('query ($id: Int!) { customer(id: $id) { id } }', { id: other.id }, tokens.customer);
    expect(read.data!.customer).toBeNull();
    const stats = await gql(
      'query ($id: Int!) { customerStats(customerId: $id) { visits } }',
      { id: other.id },
      tokens.customer,
    );
    expect(stats.data).toBeNull();
    const theirs = await gql(
      'query ($id: Int!) { invoices(customerId: $id) { items { id } } }',
      { id: other.id },
      tokens.customer,
    );
    expect(theirs.data).toBeNull();
    const mine = await gql('query { invoices { items { id customerId } pagination { count } } }', {}, tokens.customer);
    expect(mine.data!.invoices.items.every((i: Json) => i.customerId === ownId)).toBe(true);
    const otherInvoice = await t.app.services.prisma.invoice.findFirstOrThrow({ where: { customerId: other.id } });
    const direct = await gql('query ($id: Int!) { invoice(id: $id) { id } }', { id: otherInvoice.id }, tokens.customer);
    expect(direct.data!.invoice).toBeNull();
    const foreignAccount = await gql(
      'query ($u: Int!, $v: Int!) { customerAccount(userId: $u, vendorId: $v) { id } }',
      { u: userId + 1000, v: vendorId },
      tokens.customer,
    );
    expect(foreignAccount.errors![0]!.extensions!.code).toBe('FORBIDDEN');

    // A new user becomes a customer of the vendor once, whatever the number of calls.
    await t.gql(
      'mutation { register(input: {email: "new@example.ch", password: "secret1", firstname: "Neo", lastname: "Kunde"}) { __typename } }',
    );
    const neo = await login(t, 'new@example.ch', 'secret1');
    const ADD =
      'mutation ($v: Int!) { addCustomerForUser(vendorId: $v) { __typename ... on Customer { id lastname email } } }';
    const first = await gql(ADD, { v: vendorId }, neo);
    const again = await gql(ADD, { v: vendorId }, neo);
    expect(first.data!.addCustomerForUser).toMatchObject({ lastname: 'Kunde', email: 'new@example.ch' });
    expect(again.data!.addCustomerForUser.id).toBe(first.data!.addCustomerForUser.id);
    // The customer edits their own record, not another one.
    const own = await gql(UPDATE, { id: first.data!.addCustomerForUser.id, input: { phoneMobile: '0791112233' } }, neo);
    expect(own.data!.updateCustomer.phoneMobile).toBe('+41791112233');
    const notOwn = await gql(UPDATE, { id: other.id, input: { firstname: 'Hacked' } }, neo);
    expect(notOwn.data!.updateCustomer.__typename).toBe('NotFoundError');
  });

  it('counts visits, spend, no-shows and last visit', async () => {
    const prisma = t.app.services.prisma;
    const customer = await prisma.customer.findFirstOrThrow({ where: { lastname: 'Perret' } });
    const res = await gql(
      'query ($id: Int!) { customerStats(customerId: $id) { visits noShows totalSpent lastVisit } }',
      { id: customer.id },
      tokens.staff,
    );
    const executed = await prisma.booking.count({ where: { customerId: customer.id, status: 'EXECUTED' } });
    const noShows = await prisma.booking.count({ where: { customerId: customer.id, status: 'NO_SHOW' } });
    const paid = await prisma.payment.aggregate({
      where: { invoice: { customerId: customer.id } },
      _sum: { amount: true },
    });
    expect(res.data!.customerStats).toMatchObject({ visits: executed, noShows, totalSpent: paid._sum.amount ?? 0 });
    if (executed) expect(new Date(res.data!.customerStats.lastVisit).getTime()).toBeLessThan(Date.now());
  });

  it('adds, edits, pages (5) and deletes comments; verify-delete reports upcoming bookings', async () => {
    const customer = await t.app.services.prisma.customer.findFirstOrThrow({ where: { lastname: 'Keller' } });
    const ADD = `mutation ($input: CommentInput!) { createComment(input: $input) {
      __typename ... on Comment { id comment } ... on ValidationError { errors } } }`;
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) {
      const r = await gql(ADD, { input: { customerId: customer.id, comment: `note ${i}` } }, tokens.staff);
      ids.push(r.data!.createComment.id);
    }
    const empty = await gql(ADD, { input: { customerId: customer.id, comment: '  ' } }, tokens.staff);
    expect(empty.data!.createComment.errors).toEqual({ comment: { required: 'Required' } });
    const page = await gql(
      'query ($id: Int!) { comments(customerId: $id) { items { comment } pagination { count limit pageCount } } }',
      { id: customer.id },
      tokens.staff,
    );
    expect(page.data!.comments.pagination).toMatchObject({ count: 6, limit: 5, pageCount: 2 });
    expect(page.data!.comments.items[0].comment).toBe('note 5');
    const edited = await gql(
      'mutation ($id: Int!) { updateComment(id: $id, input: {comment: "edited"}) { __typename ... on Comment { comment } } }',
      { id: ids[0] },
      tokens.staff,
    );
    expect(edited.data!.updateComment.comment).toBe('edited');
    await gql('mutation ($id: Int!) { deleteComment(id: $id) { __typename } }', { id: ids[0] }, tokens.staff);
    expect(await t.app.services.prisma.comment.count({ where: { customerId: customer.id } })).toBe(5);

    const verify = await gql(
      'query ($id: Int!) { verifyDeleteCustomer(id: $id) { canDelete dependencies { kind count } } }',
      { id: customer.id },
      tokens.staff,
    );
    const upcoming = await t.app.services.prisma.booking.count({
      where: { customerId: customer.id, status: 'OPEN', events: { some: { end: { gt: new Date() } } } },
    });
    expect(verify.data!.verifyDeleteCustomer.canDelete).toBe(upcoming === 0);
    const created = await gql(CREATE, { input: { firstname: 'To', lastname: 'Delete' } }, tokens.staff);
    const del = await gql(
      'mutation ($id: Int!) { deleteCustomer(id: $id) { __typename ... on DeleteResult { id } } }',
      { id: created.data!.createCustomer.id },
      tokens.staff,
    );
    expect(del.data!.deleteCustomer.__typename).toBe('DeleteResult');
  });
});
