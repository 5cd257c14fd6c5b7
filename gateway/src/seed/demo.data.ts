// The demo vendor's logins, catalogue, team and customers: plain data, seeded by demo.ts.
import type { Texts } from '@salon/shared';

export const TZ = 'Europe/Zurich';
export const TIMETABLES_FROM = '2026-01-01';

export const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

export const categories = [
  { key: 'hair', icon: 'content_cut', names: { fr: 'Coiffure', de: 'Coiffure', it: 'Capelli', en: 'Hair' } },
  { key: 'care', icon: 'face', names: { fr: 'Soins beauté', de: 'Kosmetik', it: 'Estetica', en: 'Beauty care' } },
  { key: 'wellness', icon: 'spa', names: { fr: 'Bien-être', de: 'Wellness', it: 'Benessere', en: 'Wellness' } },
] as const satisfies readonly { key: string; icon: string; names: Texts }[];

export type CategoryKey = (typeof categories)[number]['key'];

export interface DemoService {
  key: string;
  category: CategoryKey;
  /** Its name in each language. */
  names: Texts;
  duration: number;
  price: number;
  breakDuration?: number;
  parts?: { minutesFromStart: number; duration: number }[];
  machine?: boolean;
  places: 'chair' | 'cabin';
}

export const services: DemoService[] = [
  {
    key: 'cut-women',
    category: 'hair',
    names: { fr: 'Coupe femme', de: 'Damenhaarschnitt', it: 'Taglio donna', en: "Women's haircut" },
    duration: 45,
    price: 8500,
    places: 'chair',
  },
  {
    key: 'cut-men',
    category: 'hair',
    names: { fr: 'Coupe homme', de: 'Herrenhaarschnitt', it: 'Taglio uomo', en: "Men's haircut" },
    duration: 30,
    price: 4500,
    places: 'chair',
  },
  {
    key: 'blow-dry',
    category: 'hair',
    names: { fr: 'Brushing', de: 'Föhnen', it: 'Piega', en: 'Blow-dry' },
    duration: 30,
    price: 4000,
    places: 'chair',
  },
  // Colour: the employee applies, leaves it to act for 60 minutes (free for others), then rinses.
  {
    key: 'colour',
    category: 'hair',
    names: { fr: 'Coloration', de: 'Färben', it: 'Colore', en: 'Colouring' },
    duration: 120,
    price: 12000,
    places: 'chair',
    parts: [
      { minutesFromStart: 0, duration: 30 },
      { minutesFromStart: 90, duration: 30 },
    ],
  },
  {
    key: 'hydrafacial',
    category: 'care',
    names: {
      fr: 'Soin visage Hydrafacial',
      de: 'Hydrafacial-Gesichtsbehandlung',
      it: 'Trattamento viso Hydrafacial',
      en: 'Hydrafacial facial',
    },
    duration: 60,
    price: 15000,
    places: 'cabin',
    machine: true,
  },
  {
    key: 'manicure',
    category: 'care',
    names: { fr: 'Manucure', de: 'Maniküre', it: 'Manicure', en: 'Manicure' },
    duration: 45,
    price: 5500,
    places: 'cabin',
  },
  {
    key: 'eyebrows',
    category: 'care',
    names: {
      fr: 'Épilation des sourcils',
      de: 'Augenbrauen zupfen',
      it: 'Depilazione sopracciglia',
      en: 'Eyebrow shaping',
    },
    duration: 15,
    price: 2500,
    places: 'cabin',
  },
  {
    key: 'massage',
    category: 'wellness',
    names: { fr: 'Massage relaxant', de: 'Entspannungsmassage', it: 'Massaggio rilassante', en: 'Relaxing massage' },
    duration: 60,
    price: 11000,
    places: 'cabin',
    breakDuration: 10,
  },
];

export interface DemoEmployee {
  firstname: string;
  lastname: string;
  login?: keyof typeof DEMO_LOGINS;
  location: 'lausanne' | 'geneve';
  services: string[];
  /** The workplace the employee uses in the demo bookings, per kind of place. */
  workplaces: string[];
  weekdays: number[];
}

export const employees: DemoEmployee[] = [
  {
    firstname: 'Sophie',
    lastname: 'Martin',
    login: 'admin',
    location: 'lausanne',
    services: ['cut-women', 'cut-men', 'blow-dry', 'colour'],
    workplaces: ['Poste 1'],
    weekdays: [1, 2, 3, 4, 5],
  },
  {
    firstname: 'Lucas',
    lastname: 'Favre',
    login: 'staff',
    location: 'lausanne',
    services: ['cut-women', 'cut-men', 'blow-dry', 'colour'],
    workplaces: ['Poste 2'],
    weekdays: [2, 3, 4, 5, 6],
  },
  {
    firstname: 'Emma',
    lastname: 'Rochat',
    location: 'lausanne',
    services: ['hydrafacial', 'manicure', 'eyebrows', 'massage'],
    workplaces: ['Cabine soin'],
    weekdays: [1, 2, 3, 4, 5],
  },
  {
    firstname: 'Noah',
    lastname: 'Bonvin',
    location: 'geneve',
    services: ['cut-women', 'cut-men', 'blow-dry', 'colour'],
    workplaces: ['Poste A'],
    weekdays: [1, 2, 3, 4, 5, 6],
  },
  {
    firstname: 'Léa',
    lastname: 'Girard',
    location: 'geneve',
    services: ['manicure', 'eyebrows', 'massage'],
    workplaces: ['Cabine Genève'],
    weekdays: [1, 2, 4, 5],
  },
];

export const customerNames = [
  ['Claire', 'Dubois'],
  ['Julien', 'Moser'],
  ['Camille', 'Perret'],
  ['Thomas', 'Keller'],
  ['Chloé', 'Meylan'],
  ['Nicolas', 'Gerber'],
  ['Manon', 'Blanc'],
  ['Antoine', 'Schmid'],
  ['Sarah', 'Rey'],
  ['David', 'Pittet'],
  ['Laura', 'Müller'],
  ['Maxime', 'Jaquet'],
  ['Elodie', 'Bühler'],
  ['Hugo', 'Cuendet'],
  ['Zoé', 'Favre'],
  ['Mathieu', 'Roulet'],
  ['Inès', 'Baumann'],
  ['Louis', 'Chappuis'],
  ['Anaïs', 'Vuilleumier'],
  ['Paul', 'Aebischer'],
] as const;

export const DEMO_SLUG = 'salon-demo';

export const DEMO_PASSWORD = 'demo1234';

export const DEMO_LOGINS = {
  admin: 'admin@salon-demo.ch',
  staff: 'staff@salon-demo.ch',
  customer: 'customer@salon-demo.ch',
} as const;

/** The demo bookings span this many days either side of the seeding day. */
export const DEMO_BOOKING_DAYS = 21;
