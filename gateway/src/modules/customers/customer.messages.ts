import { VALIDATION_MESSAGES } from '@salon/shared';
import { defineMessages } from '../../lib/i18n.ts';

export const m = defineMessages({
  invalidPhone: VALIDATION_MESSAGES.invalidPhone,
  uidSwissOnly: {
    fr: "Le numéro IDE n'existe que pour les clients suisses",
    en: 'The UID number exists only for Swiss customers',
  },
  invalidUid: { fr: 'Numéro IDE invalide (CHE-123.456.789)', en: 'Invalid UID number (CHE-123.456.789)' },
  companyRequired: {
    fr: "Le nom de l'entreprise est obligatoire pour un client professionnel",
    en: 'The company name is required for a professional customer',
  },
  invalidCountry: { fr: 'Code de pays invalide (p. ex. CH)', en: 'Invalid country code (e.g. CH)' },
  employeeNotFound: { fr: 'Employé introuvable', en: 'Employee not found' },
  favoriteOnlyNeedsEmployee: {
    fr: 'Choisissez un employé favori',
    en: 'Choose a favourite employee',
  },
  futureBookings: {
    fr: 'Ce client a encore des rendez-vous à venir',
    en: 'This customer still has upcoming appointments',
  },
  mergeNothing: { fr: 'Choisissez les clients à fusionner', en: 'Choose the customers to merge' },
  mergeTwoAccounts: {
    fr: 'Deux clients ayant chacun un compte en ligne ne peuvent pas être fusionnés',
    en: 'Two customers who each have an online account cannot be merged',
  },
  invalidDate: { fr: 'Date invalide', en: 'Invalid date' },
});
