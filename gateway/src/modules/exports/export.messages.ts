import { defineMessages } from '../../lib/i18n.ts';

export const m = defineMessages({
  csvNeedsKind: {
    fr: 'Un fichier CSV contient un seul type de données : clients, rendez-vous ou factures',
    en: 'A CSV file holds one kind of data: customers, bookings or invoices',
  },
});
