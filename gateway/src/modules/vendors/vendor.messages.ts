import { commonText, defineMessages } from '../../lib/i18n.ts';

export const m = defineMessages({
  notFound: commonText('notFound.vendor'),
  taken: { fr: 'Une de ces valeurs vient d’être enregistrée', en: 'One of these values was just registered' },
  signedUp: {
    fr: 'Votre entreprise est créée. Un e-mail de validation vous a été envoyé.',
    en: 'Your business is created. A validation e-mail has been sent to you.',
  },
  validationSubject: { fr: 'Validez votre adresse e-mail', en: 'Validate your e-mail address' },
  iban_country: {
    fr: 'Les QR-factures se paient sur un IBAN suisse ou liechtensteinois (CH ou LI)',
    en: 'QR-bills are paid to a Swiss or Liechtenstein IBAN (CH or LI)',
  },
  iban_format: {
    fr: 'Un IBAN suisse a 21 caractères : CH, 2 chiffres de contrôle et 17 chiffres ou lettres',
    en: 'A Swiss IBAN has 21 characters: CH, 2 check digits and 17 digits or letters',
  },
  iban_checksum: {
    fr: "Cet IBAN n'existe pas : vérifiez-le, un chiffre est faux ou inversé",
    en: 'This IBAN does not exist: check it, a digit is wrong or swapped',
  },
  maxEndBeforeStart: { fr: 'Doit être après le début', en: 'Must be after the start' },
  onboardingIncomplete: {
    fr: 'Créez d’abord un lieu, une prestation et un horaire',
    en: 'First create a location, a service and a timetable',
  },
  liveNeedsOnboarding: {
    fr: 'La mise en ligne demande une configuration complète',
    en: 'Going live needs a complete setup',
  },
  liveEnabled: { fr: 'Mode en ligne activé', en: 'Live mode enabled' },
  chatNotConfigured: {
    fr: 'L’intégration de messagerie d’équipe n’est pas configurée sur ce serveur',
    en: 'The team-chat integration is not configured on this server',
  },
  chatBadState: {
    fr: 'Cette demande de connexion est inconnue ou a expiré : recommencez',
    en: 'This connection request is unknown or has expired: start again',
  },
  chatExchangeFailed: {
    fr: 'La messagerie d’équipe a refusé la connexion',
    en: 'The team chat refused the connection',
  },
  chatNewBooking: {
    fr: 'Nouvelle réservation : {customer}, le {when} — {services}',
    en: 'New booking: {customer}, on {when} — {services}',
  },
  liveForever: { fr: 'Le mode en ligne ne peut pas être désactivé', en: 'Live mode cannot be turned off' },
});
