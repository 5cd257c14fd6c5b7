import { defineMessages } from '../../lib/i18n.ts';

export const m = defineMessages({
  sessionEnded: {
    fr: 'Votre session a pris fin. Veuillez vous reconnecter.',
    en: 'Your session has ended. Please log in again.',
  },
  codeRequired: {
    fr: "Saisissez le code à 6 chiffres de votre application d'authentification.",
    en: 'Enter the 6-digit code from your authenticator app.',
  },
  badCode: {
    fr: 'Ce code est incorrect ou a expiré.',
    en: 'This code is incorrect or has expired.',
  },
  setupRequired: {
    fr: 'Votre établissement exige la connexion en deux étapes pour les administrateurs. Configurez-la pour continuer.',
    en: 'Your salon requires two-step login for admins. Set it up to continue.',
  },
  setupExpired: {
    fr: 'La configuration a expiré. Reconnectez-vous pour recommencer.',
    en: 'The set-up has expired. Log in again to start over.',
  },
  noSetup: {
    fr: "Commencez par afficher le code QR, puis saisissez le code de l'application.",
    en: 'Start by showing the QR code, then enter the code from the app.',
  },
  alreadyOn: {
    fr: 'La connexion en deux étapes est déjà activée.',
    en: 'Two-step login is already on.',
  },
  requiredByVendor: {
    fr: 'Votre établissement exige la connexion en deux étapes pour les administrateurs.',
    en: 'Your salon requires two-step login for admins.',
  },
  wrongPassword: {
    fr: 'Mot de passe incorrect',
    en: 'Incorrect password',
  },
});
