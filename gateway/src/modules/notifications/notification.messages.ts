import { defineMessages } from '../../lib/i18n.ts';

export const m = defineMessages({
  reminderSubject: {
    fr: 'Rappel : votre rendez-vous chez {vendor}',
    de: 'Erinnerung: Ihr Termin bei {vendor}',
    it: 'Promemoria: il Suo appuntamento presso {vendor}',
    en: 'Reminder: your appointment at {vendor}',
  },
  reminderBody: {
    fr: 'Bonjour {name},\n\nNous vous rappelons votre rendez-vous chez {vendor} le {when}.\n{services}\n{address}\n\nÀ bientôt !',
    de: 'Guten Tag {name}\n\nWir erinnern Sie an Ihren Termin bei {vendor} am {when}.\n{services}\n{address}\n\nBis bald!',
    it: 'Buongiorno {name},\n\nLe ricordiamo il Suo appuntamento presso {vendor}, fissato per {when}.\n{services}\n{address}\n\nA presto!',
    en: 'Hello {name},\n\nThis is a reminder of your appointment at {vendor} on {when}.\n{services}\n{address}\n\nSee you soon!',
  },
  reminderSms: {
    fr: 'Rappel : rendez-vous chez {vendor} le {when}. Gérer : {link}',
    de: 'Erinnerung: Termin bei {vendor} am {when}. Verwalten: {link}',
    it: 'Promemoria: appuntamento da {vendor} {when}. Gestisci: {link}',
    en: 'Reminder: appointment at {vendor} on {when}. Manage: {link}',
  },
  confirmationSubject: {
    fr: 'Confirmation de votre rendez-vous chez {vendor}',
    de: 'Bestätigung Ihres Termins bei {vendor}',
    it: 'Conferma del Suo appuntamento presso {vendor}',
    en: 'Your appointment at {vendor} is confirmed',
  },
  confirmationBody: {
    fr: 'Bonjour {name},\n\nVotre rendez-vous chez {vendor} le {when} est confirmé.\n{services}\n{address}\n\nMerci et à bientôt !',
    de: 'Guten Tag {name}\n\nIhr Termin bei {vendor} am {when} ist bestätigt.\n{services}\n{address}\n\nVielen Dank und bis bald!',
    it: 'Buongiorno {name},\n\nil Suo appuntamento presso {vendor}, fissato per {when}, è confermato.\n{services}\n{address}\n\nGrazie e a presto!',
    en: 'Hello {name},\n\nYour appointment at {vendor} on {when} is confirmed.\n{services}\n{address}\n\nThank you, see you soon!',
  },
  heldSubject: {
    fr: 'Votre demande de rendez-vous chez {vendor} attend sa confirmation',
    de: 'Ihre Terminanfrage bei {vendor} wartet auf Bestätigung',
    it: 'La Sua richiesta di appuntamento presso {vendor} attende conferma',
    en: 'Your appointment request at {vendor} awaits confirmation',
  },
  heldBody: {
    fr: 'Bonjour {name},\n\nVotre rendez-vous chez {vendor} le {when} attend la confirmation du salon. Vous recevrez un e-mail dès qu’il sera confirmé.\n{services}\n{address}\n\nMerci !',
    de: 'Guten Tag {name}\n\nIhr Termin bei {vendor} am {when} wartet auf die Bestätigung des Salons. Sie erhalten eine E-Mail, sobald er bestätigt ist.\n{services}\n{address}\n\nVielen Dank!',
    it: 'Buongiorno {name},\n\nil Suo appuntamento presso {vendor}, fissato per {when}, attende la conferma del salone. Riceverà una e-mail appena sarà confermato.\n{services}\n{address}\n\nGrazie!',
    en: 'Hello {name},\n\nYour appointment at {vendor} on {when} awaits the salon’s confirmation. You will get an e-mail as soon as it is confirmed.\n{services}\n{address}\n\nThank you!',
  },
  movedSubject: {
    fr: 'Votre rendez-vous chez {vendor} a été déplacé',
    de: 'Ihr Termin bei {vendor} wurde verschoben',
    it: 'Il Suo appuntamento presso {vendor} è stato spostato',
    en: 'Your appointment at {vendor} has moved',
  },
  movedBody: {
    fr: 'Bonjour {name},\n\nVotre rendez-vous chez {vendor} a lieu désormais le {when}.\n{services}\n{address}\n\nÀ bientôt !',
    de: 'Guten Tag {name}\n\nIhr Termin bei {vendor} findet neu am {when} statt.\n{services}\n{address}\n\nBis bald!',
    it: 'Buongiorno {name},\n\nil Suo appuntamento presso {vendor} è ora fissato per {when}.\n{services}\n{address}\n\nA presto!',
    en: 'Hello {name},\n\nYour appointment at {vendor} is now on {when}.\n{services}\n{address}\n\nSee you soon!',
  },
  cancellationSubject: {
    fr: 'Annulation de votre rendez-vous chez {vendor}',
    de: 'Absage Ihres Termins bei {vendor}',
    it: 'Annullamento del Suo appuntamento presso {vendor}',
    en: 'Your appointment at {vendor} is cancelled',
  },
  cancellationBody: {
    fr: 'Bonjour {name},\n\nVotre rendez-vous chez {vendor} le {when} est annulé.\n{message}\n\nÀ bientôt !',
    de: 'Guten Tag {name}\n\nIhr Termin bei {vendor} am {when} wurde abgesagt.\n{message}\n\nBis bald!',
    it: 'Buongiorno {name},\n\nil Suo appuntamento presso {vendor}, fissato per {when}, è stato annullato.\n{message}\n\nA presto!',
    en: 'Hello {name},\n\nYour appointment at {vendor} on {when} is cancelled.\n{message}\n\nSee you soon!',
  },
  at: { fr: 'à', de: 'um', it: 'alle', en: 'at' },
  noCredit: {
    fr: 'Plus de crédit SMS',
    de: 'Kein SMS-Guthaben mehr',
    it: 'Credito SMS esaurito',
    en: 'No SMS credit left',
  },
  noPhone: {
    fr: 'Pas de numéro de mobile',
    de: 'Keine Mobilnummer',
    it: 'Nessun numero di cellulare',
    en: 'No mobile number',
  },
  tooManyMessages: {
    fr: 'Trop de messages à ce destinataire : non envoyé (réessai possible dans {seconds} s)',
    de: 'Zu viele Nachrichten an diesen Empfänger: nicht gesendet (wieder möglich in {seconds} s)',
    it: 'Troppi messaggi a questo destinatario: non inviato (di nuovo possibile tra {seconds} s)',
    en: 'Too many messages to this recipient: not sent (limit resets in {seconds} s)',
  },
  tooLateToSend: {
    fr: 'Non envoyé : le rendez-vous a déjà commencé (dernière erreur : {error})',
    de: 'Nicht gesendet: Der Termin hat bereits begonnen (letzter Fehler: {error})',
    it: 'Non inviato: l’appuntamento è già iniziato (ultimo errore: {error})',
    en: 'Not sent: the appointment has already started (last error: {error})',
  },
  noEmail: {
    fr: "Pas d'adresse e-mail",
    de: 'Keine E-Mail-Adresse',
    it: 'Nessun indirizzo e-mail',
    en: 'No e-mail address',
  },
  tooLate: {
    fr: 'Le rendez-vous est trop proche pour un rappel',
    de: 'Der Termin ist zu nah für eine Erinnerung',
    it: 'L’appuntamento è troppo vicino per un promemoria',
    en: 'The appointment is too close for a reminder',
  },
});
