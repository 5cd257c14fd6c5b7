import { defineMessages } from '../../lib/i18n.ts';

// Texts of the HTML/text e-mails (email-render.ts). {when} is the local date and time.
export const e = defineMessages({
  hello: { fr: 'Bonjour {name},', en: 'Hello {name},' },
  helloAnonymous: { fr: 'Bonjour,', en: 'Hello,' },
  when: { fr: 'Quand', en: 'When' },
  what: { fr: 'Prestations', en: 'Services' },
  where: { fr: 'Où', en: 'Where' },
  phone: { fr: 'Téléphone', en: 'Phone' },
  manage: { fr: 'Gérer mon rendez-vous', en: 'Manage my booking' },
  manageHint: {
    fr: 'Vous pouvez annuler ou déplacer ce rendez-vous en ligne jusqu’à {hours} h avant son début.',
    en: 'You can cancel or move this appointment online up to {hours} h before it starts.',
  },
  manageHintAnytime: {
    fr: 'Vous pouvez annuler ou déplacer ce rendez-vous en ligne.',
    en: 'You can cancel or move this appointment online.',
  },
  googleCalendar: { fr: 'Google Agenda', en: 'Google Calendar' },
  outlookCalendar: { fr: 'Outlook', en: 'Outlook' },
  map: { fr: 'Voir sur la carte', en: 'See on the map' },
  confirmationSubject: { fr: 'Rendez-vous confirmé chez {vendor}', en: 'Your appointment at {vendor} is confirmed' },
  confirmationHeading: { fr: 'Votre rendez-vous est confirmé', en: 'Your appointment is confirmed' },
  confirmationText: {
    fr: 'Votre rendez-vous chez {vendor} le {when} est confirmé. Le fichier joint l’ajoute à votre agenda.',
    en: 'Your appointment at {vendor} on {when} is confirmed. The attached file adds it to your calendar.',
  },
  reminderSubject: { fr: 'Rappel : votre rendez-vous chez {vendor}', en: 'Reminder: your appointment at {vendor}' },
  reminderHeading: { fr: 'À bientôt !', en: 'See you soon!' },
  reminderText: {
    fr: 'Nous vous rappelons votre rendez-vous chez {vendor} le {when}.',
    en: 'This is a reminder of your appointment at {vendor} on {when}.',
  },
  movedSubject: { fr: 'Rendez-vous déplacé chez {vendor}', en: 'Your appointment at {vendor} has moved' },
  movedHeading: { fr: 'Votre rendez-vous a été déplacé', en: 'Your appointment has moved' },
  movedText: {
    fr: 'Votre rendez-vous chez {vendor} a lieu désormais le {when}. Le fichier joint met à jour votre agenda.',
    en: 'Your appointment at {vendor} is now on {when}. The attached file updates your calendar.',
  },
  cancellationSubject: { fr: 'Rendez-vous annulé chez {vendor}', en: 'Your appointment at {vendor} is canceled' },
  cancellationHeading: { fr: 'Votre rendez-vous est annulé', en: 'Your appointment is canceled' },
  cancellationText: {
    fr: 'Votre rendez-vous chez {vendor} du {when} est annulé. Le fichier joint le retire de votre agenda.',
    en: 'Your appointment at {vendor} on {when} is canceled. The attached file removes it from your calendar.',
  },
  cancellationMessage: { fr: 'Message du salon : {message}', en: 'Message from the salon: {message}' },
  bookAgain: { fr: 'Prendre un nouveau rendez-vous', en: 'Book again' },
  validationSubject: { fr: 'Validez votre adresse e-mail', en: 'Validate your e-mail address' },
  validationHeading: { fr: 'Confirmez votre adresse e-mail', en: 'Confirm your e-mail address' },
  validationText: {
    fr: 'Merci de votre inscription. Confirmez votre adresse pour recevoir vos rendez-vous et rappels.',
    en: 'Thank you for signing up. Confirm your address to receive your bookings and reminders.',
  },
  validationButton: { fr: 'Valider mon adresse', en: 'Validate my address' },
  resetSubject: { fr: 'Réinitialisez votre mot de passe', en: 'Reset your password' },
  resetHeading: { fr: 'Choisissez un nouveau mot de passe', en: 'Choose a new password' },
  resetText: {
    fr: 'Vous avez demandé à réinitialiser votre mot de passe. Ce lien est valable peu de temps ; ignorez ce message si la demande ne vient pas de vous.',
    en: 'You asked to reset your password. This link is valid for a short time; ignore this message if you did not ask.',
  },
  resetButton: { fr: 'Choisir un mot de passe', en: 'Choose a password' },
  linkFallback: {
    fr: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur : {url}',
    en: 'If the button does not work, copy this link into your browser: {url}',
  },
  appName: { fr: 'Réservation salon', en: 'Salon booking' },
  manageSms: { fr: 'Gérer : {url}', en: 'Manage: {url}' },
});
