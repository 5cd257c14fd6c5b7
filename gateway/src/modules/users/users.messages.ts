import { defineMessages } from '../../lib/i18n.ts';

export const m = defineMessages({
  resetRequested: {
    fr: 'Si un compte existe pour cette adresse, un e-mail avec un lien de réinitialisation vient de lui être envoyé.',
    en: 'If an account exists for this address, an e-mail with a reset link has just been sent to it.',
  },
  resetDone: {
    fr: 'Votre mot de passe a été modifié. Vous êtes connecté.',
    en: 'Your password has been changed. You are logged in.',
  },
  badResetToken: {
    fr: 'Le lien de réinitialisation est invalide ou expiré. Demandez-en un nouveau.',
    en: 'The reset link is invalid or has expired. Ask for a new one.',
  },
  validationSent: {
    fr: 'Si cette adresse attend une validation, un nouvel e-mail de validation vient de lui être envoyé.',
    en: 'If this address awaits validation, a new validation e-mail has just been sent to it.',
  },
  saved: { fr: 'Votre compte a été enregistré.', en: 'Your account has been saved.' },
  emailChanged: {
    fr: 'Votre compte a été enregistré. Un e-mail de validation a été envoyé à la nouvelle adresse.',
    en: 'Your account has been saved. A validation e-mail has been sent to the new address.',
  },
  wrongPassword: { fr: 'Mot de passe actuel incorrect', en: 'Current password is wrong' },
  resetSubject: { fr: 'Réinitialisez votre mot de passe', en: 'Reset your password' },
  validationSubject: { fr: 'Validez votre adresse e-mail', en: 'Validate your e-mail address' },
});
