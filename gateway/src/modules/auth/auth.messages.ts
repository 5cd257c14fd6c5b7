import { defineMessages } from '../../lib/i18n.ts';

export const m = defineMessages({
  sessionEnded: {
    fr: 'Votre session a pris fin. Veuillez vous reconnecter.',
    de: 'Ihre Sitzung ist beendet. Bitte melden Sie sich erneut an.',
    it: 'La Sua sessione è terminata. Acceda di nuovo.',
    en: 'Your session has ended. Please log in again.',
  },
  codeRequired: {
    fr: "Saisissez le code à 6 chiffres de votre application d'authentification.",
    de: 'Geben Sie den 6-stelligen Code aus Ihrer Authentifizierungs-App ein.',
    it: 'Inserisca il codice di 6 cifre della Sua app di autenticazione.',
    en: 'Enter the 6-digit code from your authenticator app.',
  },
  badCode: {
    fr: 'Ce code est incorrect ou a expiré.',
    de: 'Dieser Code ist falsch oder abgelaufen.',
    it: 'Questo codice è errato o scaduto.',
    en: 'This code is incorrect or has expired.',
  },
  setupRequired: {
    fr: 'Votre établissement exige la connexion en deux étapes pour les administrateurs. Configurez-la pour continuer.',
    de: 'Ihr Betrieb verlangt für Administratorinnen und Administratoren die Anmeldung in zwei Schritten. Richten Sie sie ein, um fortzufahren.',
    it: 'La Sua attività richiede l’accesso in due passaggi per gli amministratori. Lo configuri per continuare.',
    en: 'Your salon requires two-step login for admins. Set it up to continue.',
  },
  setupExpired: {
    fr: 'La configuration a expiré. Reconnectez-vous pour recommencer.',
    de: 'Die Einrichtung ist abgelaufen. Melden Sie sich erneut an, um neu zu beginnen.',
    it: 'La configurazione è scaduta. Acceda di nuovo per ricominciare.',
    en: 'The set-up has expired. Log in again to start over.',
  },
  noSetup: {
    fr: "Commencez par afficher le code QR, puis saisissez le code de l'application.",
    de: 'Lassen Sie zuerst den QR-Code anzeigen und geben Sie dann den Code aus der App ein.',
    it: 'Visualizzi prima il codice QR, poi inserisca il codice dell’app.',
    en: 'Start by showing the QR code, then enter the code from the app.',
  },
  alreadyOn: {
    fr: 'La connexion en deux étapes est déjà activée.',
    de: 'Die Anmeldung in zwei Schritten ist bereits eingeschaltet.',
    it: 'L’accesso in due passaggi è già attivo.',
    en: 'Two-step login is already on.',
  },
  requiredByVendor: {
    fr: 'Votre établissement exige la connexion en deux étapes pour les administrateurs.',
    de: 'Ihr Betrieb verlangt für Administratorinnen und Administratoren die Anmeldung in zwei Schritten.',
    it: 'La Sua attività richiede l’accesso in due passaggi per gli amministratori.',
    en: 'Your salon requires two-step login for admins.',
  },
  wrongPassword: {
    fr: 'Mot de passe incorrect',
    de: 'Falsches Passwort',
    it: 'Password errata',
    en: 'Incorrect password',
  },
});
