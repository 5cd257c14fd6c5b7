import { defineMessages } from '../../lib/i18n.ts';

export const m = defineMessages({
  reminderSubject: { fr: 'Rappel : votre rendez-vous chez {vendor}', en: 'Reminder: your appointment at {vendor}' },
  reminderBody: {
    fr: 'Bonjour {name},\n\nNous vous rappelons votre rendez-vous chez {vendor} le {when}.\n{services}\n{address}\n\nÀ bientôt !',
    en: 'Hello {name},\n\nThis is a reminder of your appointment at {vendor} on {when}.\n{services}\n{address}\n\nSee you soon!',
  },
  reminderSms: {
    fr: 'Rappel : rendez-vous chez {vendor} le {when}. Gérer : {link}',
    en: 'Reminder: appointment at {vendor} on {when}. Manage: {link}',
  },
  confirmationSubject: {
    fr: 'Confirmation de votre rendez-vous chez {vendor}',
    en: 'Your appointment at {vendor} is confirmed',
  },
  confirmationBody: {
    fr: 'Bonjour {name},\n\nVotre rendez-vous chez {vendor} le {when} est confirmé.\n{services}\n{address}\n\nMerci et à bientôt !',
    en: 'Hello {name},\n\nYour appointment at {vendor} on {when} is confirmed.\n{services}\n{address}\n\nThank you, see you soon!',
  },
  movedSubject: {
    fr: 'Votre rendez-vous chez {vendor} a été déplacé',
    en: 'Your appointment at {vendor} has moved',
  },
  movedBody: {
    fr: 'Bonjour {name},\n\nVotre rendez-vous chez {vendor} a lieu désormais le {when}.\n{services}\n{address}\n\nÀ bientôt !',
    en: 'Hello {name},\n\nYour appointment at {vendor} is now on {when}.\n{services}\n{address}\n\nSee you soon!',
  },
  cancellationSubject: {
    fr: 'Annulation de votre rendez-vous chez {vendor}',
    en: 'Your appointment at {vendor} is canceled',
  },
  cancellationBody: {
    fr: 'Bonjour {name},\n\nVotre rendez-vous chez {vendor} le {when} est annulé.\n{message}\n\nÀ bientôt !',
    en: 'Hello {name},\n\nYour appointment at {vendor} on {when} is canceled.\n{message}\n\nSee you soon!',
  },
  at: { fr: 'à', en: 'at' },
  noCredit: { fr: 'Plus de crédit SMS', en: 'No SMS credit left' },
  noPhone: { fr: 'Pas de numéro de mobile', en: 'No mobile number' },
  tooManyMessages: {
    fr: 'Trop de messages à ce destinataire : non envoyé (réessai possible dans {seconds} s)',
    en: 'Too many messages to this recipient: not sent (limit resets in {seconds} s)',
  },
  tooLateToSend: {
    fr: 'Non envoyé : le rendez-vous a déjà commencé (dernière erreur : {error})',
    en: 'Not sent: the appointment has already started (last error: {error})',
  },
  noEmail: { fr: "Pas d'adresse e-mail", en: 'No e-mail address' },
  tooLate: { fr: 'Le rendez-vous est trop proche pour un rappel', en: 'The appointment is too close for a reminder' },
});
