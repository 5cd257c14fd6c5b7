import { defineMessages } from '../../lib/i18n.ts';

export const m = defineMessages({
  csvNeedsKind: {
    fr: 'Un fichier CSV contient un seul type de données : clients, rendez-vous ou factures',
    de: 'Eine CSV-Datei enthält nur eine Art von Daten: Kundschaft, Termine oder Rechnungen',
    it: 'Un file CSV contiene un solo tipo di dati: clienti, appuntamenti o fatture',
    en: 'A CSV file holds one kind of data: customers, bookings or invoices',
  },
});
