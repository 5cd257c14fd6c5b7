// Vendor sign-up and settings (vendor configuration through the running app).
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness.ts';
import { dataUrl, jpeg, png } from './images.ts';
import { configurationApp, day, ERRORS, type Json } from '../../configuration/__tests__/configuration-app.ts';

describe('vendor configuration', () => {
  const app = configurationApp();
  const { b, gql, mutate } = app;
  let t: TestApp;
  let admin: string;
  let staff: string;
  let adminB: string;
  beforeAll(() => {
    ({ t, admin, staff, adminB } = app);
  });

  describe('sign-up', () => {
    it('makes a unique slug, refuses taken values and validates the fields', async () => {
      const vendor = await gql(
        'query ($id: Int!) { vendor(id: $id) { slug publicName liveMode onboardingCompleted } }',
        { id: b.vendor },
        adminB,
      );
      expect(vendor.data?.vendor).toMatchObject({ slug: 'beaute-b', liveMode: false, onboardingCompleted: false });
      const again = await gql(
        `mutation ($input: VendorSignUpInput!) { signUpVendor(input: $input) { __typename ${ERRORS} } }`,
        {
          input: {
            name: 'beauté b sàrl',
            publicName: 'Beauté B',
            email: 'x',
            phone: '12',
            defaultLanguage: 'en',
            firstname: '',
            lastname: 'L',
            password: '123',
            adminEmail: 'berta@beaute-b.ch',
          },
        },
      );
      const errors = again.data?.signUpVendor.errors;
      expect(Object.keys(errors).sort()).toEqual(['email', 'firstname', 'phone']);
      const second = await gql(
        `mutation ($input: VendorSignUpInput!) { signUpVendor(input: $input) { __typename ${ERRORS} } }`,
        {
          input: {
            name: 'Beauté B Sàrl',
            publicName: 'beauté b',
            email: 'hello@beaute-b.ch',
            phone: '+41791234567',
            defaultLanguage: 'en',
            firstname: 'A',
            lastname: 'L',
            password: '123',
            adminEmail: 'BERTA@beaute-b.ch',
          },
        },
      );
      expect(Object.keys(second.data?.signUpVendor.errors).sort()).toEqual(
        ['adminEmail', 'email', 'name', 'password', 'phone', 'publicName'].sort(),
      );
      expect(second.data?.signUpVendor.errors.name).toHaveProperty('valueAlreadyRegistered');
      expect(second.data?.signUpVendor.errors.password).toHaveProperty('minLength');
    });

    it('answers the uniqueness look-ups: a non-empty list means taken', async () => {
      const look = async (args: string) =>
        (await gql(`query { vendors(${args}) { items { id } pagination { count } } }`)).data?.vendors.items.length;
      expect(await look('email: "HELLO@beaute-b.ch"')).toBe(1);
      expect(await look(`email: "hello@beaute-b.ch", id: ${b.vendor}`)).toBe(0);
      expect(await look('name: "Salon Démo SA"')).toBe(1);
      expect(await look('publicName: "Nobody"')).toBe(0);
      expect(await look('phone: "+41791234567"')).toBe(1);
      // Numbers are compared, not texts: the national and spaced forms of a taken number are taken.
      expect(await look('phone: "079 123 45 67"')).toBe(1);
      expect(await look('phone: "0041 79 123 45 67"')).toBe(1);
      expect(await look('phone: "021 555 01 01"')).toBe(1);
      expect(await look('phone: "+41 79 123 45 68"')).toBe(0);
    });
  });
  describe('vendor settings', () => {
    const edit = (scope: string, input: Json, token = adminB, selection = 'id') =>
      gql(
        `mutation ($id: Int!, $scope: VendorScope!, $input: VendorInput!) { updateVendor(id: $id, scope: $scope, input: $input) { __typename ... on Vendor { ${selection} } ${ERRORS} } }`,
        { id: b.vendor, scope, input },
        token,
      ).then((r) => r.data?.updateVendor as Json);

    it('validates each scope', async () => {
      const booking0 = await edit('BOOKING', {
        minStart: 600,
        maxEnd: 540,
        capacityThreshold: 101,
        bookingSlotsPropositionInterval: 7,
        cancellationNotice: -1,
        displayType: 'month',
        timezone: 'Mars/Olympus',
      });
      const booking = booking0;
      expect(booking.errors).toMatchObject({
        capacityThreshold: { max: expect.any(String) },
        bookingSlotsPropositionInterval: { divider: expect.any(String) },
        cancellationNotice: { min: expect.any(String) },
        displayType: { excluded: expect.any(String) },
        timezone: { timezone: expect.any(String) },
      });
      expect((await edit('BOOKING', { minStart: 600, maxEnd: 540 })).errors.maxEnd).toHaveProperty('afterTime');
      const ok = await edit(
        'BOOKING',
        { minStart: 480, maxEnd: 1200, bookingSlotsPropositionInterval: 30 },
        adminB,
        'minStart maxEnd bookingSlotsPropositionInterval',
      );
      expect(ok).toMatchObject({ minStart: 480, maxEnd: 1200, bookingSlotsPropositionInterval: 30 });
      const legal = await edit('LEGAL', { name: 'Salon Démo SA', email: 'nope', phone: '123' });
      expect(legal.errors).toMatchObject({
        email: { email: expect.any(String) },
        phone: { phone: expect.any(String) },
      });
      expect((await edit('LEGAL', { name: 'Salon Démo SA' })).errors.name).toHaveProperty('valueAlreadyRegistered');
      const pub = await edit('PUBLIC', { calendarColor: 'blue', slug: 'Bad Slug', publicName: ' ' });
      expect(pub.errors).toMatchObject({
        calendarColor: { color: expect.any(String) },
        slug: { slug: expect.any(String) },
        publicName: { required: expect.any(String) },
      });
      const taken = await edit('PUBLIC', { slug: 'salon-demo', publicName: 'salon démo' });
      expect(taken.errors).toMatchObject({
        slug: { valueAlreadyRegistered: expect.any(String) },
        publicName: { valueAlreadyRegistered: expect.any(String) },
      });
      const fidelity = await edit('FIDELITY', { numberOfVisitForVoucher: 101, pointsPerChfConversion: -1 });
      expect(fidelity.errors).toMatchObject({
        numberOfVisitForVoucher: { max: expect.any(String) },
        pointsPerChfConversion: { min: expect.any(String) },
      });
      const saved = await edit(
        'PUBLIC',
        { calendarColor: '#AA3300', descriptions: [{ language: 'fr', description: 'Institut' }], name: 'ignored' },
        adminB,
        'calendarColor description name',
      );
      expect(saved).toMatchObject({ calendarColor: '#AA3300', description: 'Institut', name: 'Beauté B Sàrl' });
    });

    it('accepts a picture of at least 200×200 only', async () => {
      const small = await edit('PUBLIC', { picture: dataUrl(jpeg(640, 199), 'jpeg') });
      expect(small.errors.picture).toHaveProperty('min');
      expect((await edit('PUBLIC', { picture: 'data:image/png;base64,AAAA' })).errors.picture).toHaveProperty(
        'invalid',
      );
      const picture = dataUrl(png(200, 200));
      expect(await edit('PUBLIC', { picture }, adminB, 'picture')).toMatchObject({ picture });
      // Public pages load it by address, logged out, as an image.
      const url = (await gql('query ($id: Int!) { vendor(id: $id) { pictureUrl } }', { id: b.vendor })).data!.vendor
        .pictureUrl as string;
      expect(url).toMatch(new RegExp(`^/api/vendor-picture/${b.vendor}\\?v=\\d+$`));
      const res = await fetch(`${t.url}${url}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await res.arrayBuffer()).equals(png(200, 200))).toBe(true);
      expect((await fetch(`${t.url}/api/vendor-picture/999999`)).status).toBe(404);
      // Removed: no address, and the old one is gone.
      await edit('PUBLIC', { picture: '' }, adminB, 'picture');
      expect(
        (await gql('query ($id: Int!) { vendor(id: $id) { pictureUrl } }', { id: b.vendor })).data!.vendor,
      ).toEqual({
        pictureUrl: null,
      });
      expect((await fetch(`${t.url}${url}`)).status).toBe(404);
      await edit('PUBLIC', { picture }, adminB, 'picture');
    });

    it('completes onboarding after a location, a service and a timetable, then goes live for good', async () => {
      const status = async () =>
        (await gql('query { onboardingStatus { next completed liveMode } }', {}, adminB)).data!.onboardingStatus;
      expect(await status()).toMatchObject({ next: 'timetable', completed: false });
      expect((await edit('PUBLIC', { onboardingCompleted: true })).errors.onboardingCompleted).toBeDefined();
      expect((await mutate('activateLiveMode', '', {}, adminB, 'liveMode')).__typename).toBe('ConflictError');
      const directory = async () =>
        (await gql('query { vendors { items { id } } }')).data!.vendors.items.map((v: Json) => v.id);
      expect(await directory()).not.toContain(b.vendor);
      await t.app.services.prisma.timetable.create({
        data: {
          vendorId: b.vendor!,
          employeeId: b.ownEmployee!,
          type: 'RECURRING',
          validFrom: new Date(`${day(0)}T00:00:00Z`),
        },
      });
      expect(await status()).toMatchObject({ next: null, completed: false });
      expect(await edit('PUBLIC', { onboardingCompleted: true }, adminB, 'onboardingCompleted')).toMatchObject({
        onboardingCompleted: true,
      });
      expect(await mutate('activateLiveMode', '', {}, adminB, 'liveMode')).toMatchObject({ liveMode: true });
      expect(await directory()).toContain(b.vendor);
      expect(await mutate('activateLiveMode', '', {}, adminB, 'liveMode')).toMatchObject({ liveMode: true });
    });

    it('reads the SMS credit balance and the user list of its own vendor only', async () => {
      expect(
        (await gql('query { remainingSmsCredits { remainingCredits } }', {}, admin)).data?.remainingSmsCredits
          .remainingCredits,
      ).toEqual(expect.any(Number));
      expect(
        (
          await gql(
            'query ($v: Int) { remainingSmsCredits(vendorId: $v) { remainingCredits } }',
            { v: b.vendor },
            admin,
          )
        ).errors?.[0]?.extensions?.code,
      ).toBe('NOT_FOUND');
      const users = (await gql('query { vendorUserList { email role } }', {}, adminB)).data!.vendorUserList;
      expect(users).toEqual([{ email: 'berta@beaute-b.ch', role: 3 }]);
      expect((await gql('query { vendorUserList { email } }', {}, staff)).errors).toBeDefined();
    });
  });
});
