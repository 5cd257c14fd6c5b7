import { VALIDATION_MESSAGES } from '@salon/shared';
import { defineMessages } from '../../lib/i18n.ts';

export const m = defineMessages({
  invalidPhone: VALIDATION_MESSAGES.invalidPhone,
  uidSwissOnly: {
    fr: "Le numéro IDE n'existe que pour les clients suisses",
    de: 'Eine UID-Nummer gibt es nur für Kundschaft in der Schweiz',
    it: 'Il numero IDI esiste solo per clienti svizzeri',
    en: 'The UID number exists only for Swiss customers',
  },
  invalidUid: {
    fr: 'Numéro IDE invalide (CHE-123.456.789)',
    de: 'Ungültige UID-Nummer (CHE-123.456.789)',
    it: 'Numero IDI non valido (CHE-123.456.789)',
    en: 'Invalid UID number (CHE-123.456.789)',
  },
  companyRequired: {
    fr: "Le nom de l'entreprise est obligatoire pour un client professionnel",
    de: 'Für Geschäftskundschaft ist der Firmenname Pflicht',
    it: 'Per un cliente aziendale il nome della ditta è obbligatorio',
    en: 'The company name is required for a professional customer',
  },
  invalidCountry: {
    fr: 'Code de pays invalide (p. ex. CH)',
    de: 'Ungültiger Ländercode (z. B. CH)',
    it: 'Codice del paese non valido (p. es. CH)',
    en: 'Invalid country code (e.g. CH)',
  },
  employeeNotFound: {
    fr: 'Employé introuvable',
    de: 'Mitarbeiter/in nicht gefunden',
    it: 'Collaboratore non trovato',
    en: 'Employee not found',
  },
  favoriteOnlyNeedsEmployee: {
    fr: 'Choisissez un employé favori',
    de: 'Bitte die Wunsch-Mitarbeiterin oder den Wunsch-Mitarbeiter wählen',
    it: 'Scegliere il collaboratore preferito',
    en: 'Choose a favourite employee',
  },
  futureBookings: {
    fr: 'Ce client a encore des rendez-vous à venir',
    de: 'Diese Kundin oder dieser Kunde hat noch anstehende Termine',
    it: 'Questo cliente ha ancora appuntamenti in programma',
    en: 'This customer still has upcoming appointments',
  },
  mergeNothing: {
    fr: 'Choisissez les clients à fusionner',
    de: 'Bitte die Kundinnen und Kunden wählen, die zusammengeführt werden sollen',
    it: 'Scegliere i clienti da unire',
    en: 'Choose the customers to merge',
  },
  mergeTwoAccounts: {
    fr: 'Deux clients ayant chacun un compte en ligne ne peuvent pas être fusionnés',
    de: 'Zwei Kundinnen oder Kunden mit je einem eigenen Online-Konto können nicht zusammengeführt werden',
    it: 'Due clienti che hanno ciascuno un account online non possono essere uniti',
    en: 'Two customers who each have an online account cannot be merged',
  },
  invalidDate: { fr: 'Date invalide', de: 'Ungültiges Datum', it: 'Data non valida', en: 'Invalid date' },
});
