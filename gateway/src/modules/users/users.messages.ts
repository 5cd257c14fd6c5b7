import { defineMessages } from '../../lib/i18n.ts';

export const m = defineMessages({
  resetRequested: {
    fr: 'Si un compte existe pour cette adresse, un e-mail avec un lien de réinitialisation vient de lui être envoyé.',
    de: 'Falls für diese Adresse ein Konto besteht, haben wir soeben eine E-Mail mit einem Link zum Zurücksetzen gesendet.',
    it: 'Se esiste un account per questo indirizzo, gli abbiamo appena inviato un’e-mail con un link per reimpostare la password.',
    en: 'If an account exists for this address, an e-mail with a reset link has just been sent to it.',
  },
  resetDone: {
    fr: 'Votre mot de passe a été modifié. Vous êtes connecté.',
    de: 'Ihr Passwort wurde geändert. Sie sind angemeldet.',
    it: 'La Sua password è stata modificata. Ha effettuato l’accesso.',
    en: 'Your password has been changed. You are logged in.',
  },
  badResetToken: {
    fr: 'Le lien de réinitialisation est invalide ou expiré. Demandez-en un nouveau.',
    de: 'Der Link zum Zurücksetzen ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
    it: 'Il link per reimpostare la password non è valido o è scaduto. Ne richieda uno nuovo.',
    en: 'The reset link is invalid or has expired. Ask for a new one.',
  },
  validationSent: {
    fr: 'Si cette adresse attend une validation, un nouvel e-mail de validation vient de lui être envoyé.',
    de: 'Falls diese Adresse noch bestätigt werden muss, haben wir soeben eine neue Bestätigungs-E-Mail gesendet.',
    it: 'Se questo indirizzo è in attesa di conferma, gli abbiamo appena inviato una nuova e-mail di conferma.',
    en: 'If this address awaits validation, a new validation e-mail has just been sent to it.',
  },
  saved: {
    fr: 'Votre compte a été enregistré.',
    de: 'Ihr Konto wurde gespeichert.',
    it: 'Il Suo account è stato salvato.',
    en: 'Your account has been saved.',
  },
  emailChanged: {
    fr: 'Votre compte a été enregistré. Un e-mail de validation a été envoyé à la nouvelle adresse.',
    de: 'Ihr Konto wurde gespeichert. An die neue Adresse wurde eine Bestätigungs-E-Mail gesendet.',
    it: 'Il Suo account è stato salvato. Abbiamo inviato un’e-mail di conferma al nuovo indirizzo.',
    en: 'Your account has been saved. A validation e-mail has been sent to the new address.',
  },
  wrongPassword: {
    fr: 'Mot de passe actuel incorrect',
    de: 'Das aktuelle Passwort ist falsch',
    it: 'La password attuale è errata',
    en: 'Current password is wrong',
  },
  resetSubject: {
    fr: 'Réinitialisez votre mot de passe',
    de: 'Passwort zurücksetzen',
    it: 'Reimpostazione della password',
    en: 'Reset your password',
  },
  validationSubject: {
    fr: 'Validez votre adresse e-mail',
    de: 'Bestätigen Sie Ihre E-Mail-Adresse',
    it: 'Confermi il Suo indirizzo e-mail',
    en: 'Validate your e-mail address',
  },
});
