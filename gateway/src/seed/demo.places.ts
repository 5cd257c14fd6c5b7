import { LANGUAGES, type Texts } from '@salon/shared';
import type { Prisma } from '../generated/prisma/client.ts';
import { type CategoryKey, categories, type DemoService, day, services, TIMETABLES_FROM } from './demo.data.ts';
import { DEMO_SLUG } from './demo.data.ts';

export type Places = Awaited<ReturnType<typeof seedPlaces>>;

/** A demo text's rows, one per language. */
const inEveryLanguage = (texts: Texts) => LANGUAGES.map((language) => ({ language, text: texts[language] }));

export type ServiceRows = Awaited<ReturnType<typeof seedCatalogue>>;

/** The vendor, its region, locations, workplaces and machine. */
export async function seedPlaces(tx: Prisma.TransactionClient) {
  const vendor = await tx.vendor.create({
    data: {
      slug: DEMO_SLUG,
      name: 'Salon Démo SA',
      publicName: 'Salon Démo',
      email: 'contact@salon-demo.ch',
      phone: '+41215550101',
      street: 'Rue de Bourg 12',
      zip: '1003',
      city: 'Lausanne',
      vatNumber: 'CHE-123.456.789 TVA',
      vatRate: 810,
      // The QR-IBAN of SIX's QR-bill examples: valid, and no one's account.
      iban: 'CH4431999123000889012',
      // Its public settings' category and region, by which the home page's directory can be filtered.
      category: 'Coiffure et bien-être',
      regionName: 'Suisse romande',
      workplacesEnabled: true,
      machinesEnabled: true,
      liveMode: true,
      onboardingCompleted: true,
      minStart: 8 * 60,
      maxEnd: 20 * 60,
      bookingSlotsPropositionInterval: 15,
      availableBookingsInterval: 90,
      cancellationNotice: 2,
      numberOfVisitForVoucher: 10,
      pointsPerChfConversion: 10,
      loyaltyVoucherValue: 2000,
      smsCredits: 200,
      translations: {
        create: inEveryLanguage({
          fr: 'Coiffure, soins du visage et bien-être au cœur de Lausanne et de Genève.',
          de: 'Coiffure, Gesichtspflege und Wellness mitten in Lausanne und Genf.',
          it: 'Parrucchiere, trattamenti viso e benessere nel cuore di Losanna e Ginevra.',
          en: 'Hair, facial care and wellness in the heart of Lausanne and Geneva.',
        }).map(({ language, text }) => ({ language, description: text })),
      },
      legalConditions: {
        create: [
          {
            required: true,
            translations: {
              create: inEveryLanguage({
                fr: 'Conditions générales',
                de: 'Allgemeine Geschäftsbedingungen',
                it: 'Condizioni generali',
                en: 'General terms',
              }).map(({ language, text }) => ({ language, title: text, url: '/general-terms' })),
            },
          },
        ],
      },
    },
  });
  const vendorId = vendor.id;
  const region = await tx.region.create({ data: { vendorId, name: 'Suisse romande' } });
  const lausanne = await tx.location.create({
    data: {
      vendorId,
      regionId: region.id,
      name: 'Lausanne Centre',
      shortName: 'LSN',
      slug: 'lausanne-centre',
      street: 'Rue de Bourg 12',
      zip: '1003',
      city: 'Lausanne',
      phone: '+41215550101',
    },
  });
  const geneve = await tx.location.create({
    data: {
      vendorId,
      regionId: region.id,
      name: 'Genève Rive',
      shortName: 'GVA',
      slug: 'geneve-rive',
      street: 'Rue du Rhône 48',
      zip: '1204',
      city: 'Genève',
      phone: '+41225550202',
    },
  });
  const locationIds = { lausanne: lausanne.id, geneve: geneve.id };

  const workplaceSpecs = [
    { name: 'Poste 1', locationId: lausanne.id, kind: 'chair' },
    { name: 'Poste 2', locationId: lausanne.id, kind: 'chair' },
    { name: 'Poste 3', locationId: lausanne.id, kind: 'chair' },
    { name: 'Cabine soin', locationId: lausanne.id, kind: 'cabin' },
    { name: 'Poste A', locationId: geneve.id, kind: 'chair' },
    { name: 'Poste B', locationId: geneve.id, kind: 'chair' },
    { name: 'Cabine Genève', locationId: geneve.id, kind: 'cabin' },
  ] as const;
  const workplaces = new Map<string, { id: number; locationId: number; kind: string }>();
  for (const spec of workplaceSpecs) {
    const w = await tx.workplace.create({ data: { vendorId, locationId: spec.locationId, name: spec.name } });
    workplaces.set(spec.name, { id: w.id, locationId: spec.locationId, kind: spec.kind });
  }

  const model = await tx.machineModel.create({ data: { vendorId, name: 'Hydrafacial Syndeo' } });
  const machine = await tx.machine.create({
    data: {
      vendorId,
      locationId: lausanne.id,
      machineModelId: model.id,
      name: 'Hydrafacial 1',
      workplaces: { connect: [{ id: workplaces.get('Cabine soin')!.id }] },
    },
  });
  return { vendorId, lausanne, geneve, locationIds, workplaces, model, machine };
}

/** The service categories and services, with their prices, parts, workplaces and machine model. */
export async function seedCatalogue(tx: Prisma.TransactionClient, { vendorId, workplaces, model }: Places) {
  const categoryIds = new Map<CategoryKey, number>();
  for (const [position, c] of categories.entries()) {
    const row = await tx.serviceCategory.create({
      data: {
        vendorId,
        icon: c.icon,
        position,
        translations: { create: inEveryLanguage(c.names).map(({ language, text }) => ({ language, name: text })) },
      },
    });
    categoryIds.set(c.key, row.id);
  }

  const serviceRows = new Map<string, { id: number; spec: DemoService; partIds: number[] }>();
  for (const [order, s] of services.entries()) {
    const row = await tx.service.create({
      data: {
        vendorId,
        categoryId: categoryIds.get(s.category),
        duration: s.duration,
        breakDuration: s.breakDuration ?? 0,
        performedOrder: order,
        executionOrder: order,
        translations: { create: inEveryLanguage(s.names).map(({ language, text }) => ({ language, name: text })) },
        prices: { create: [{ amount: s.price, validFrom: day(TIMETABLES_FROM) }] },
        parts: { create: (s.parts ?? []).map((p, position) => ({ ...p, position })) },
        workplaces: {
          create: [...workplaces.values()].filter((w) => w.kind === s.places).map((w) => ({ workplaceId: w.id })),
        },
        machineModels: s.machine ? { create: [{ machineModelId: model.id }] } : undefined,
      },
      include: { parts: { orderBy: { position: 'asc' } } },
    });
    serviceRows.set(s.key, { id: row.id, spec: s, partIds: row.parts.map((p) => p.id) });
  }
  return serviceRows;
}
