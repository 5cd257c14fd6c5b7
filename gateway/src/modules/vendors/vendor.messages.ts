import { commonText, defineMessages } from '../../lib/i18n.ts';

export const m = defineMessages({
  notFound: commonText('notFound.vendor'),
  taken: {
    fr: 'Une de ces valeurs vient d’être enregistrée',
    de: 'Einer dieser Werte wurde soeben erfasst',
    it: 'Uno di questi valori è appena stato registrato',
    en: 'One of these values was just registered',
  },
  signedUp: {
    fr: 'Votre entreprise est créée. Un e-mail de validation vous a été envoyé.',
    de: 'Ihr Betrieb ist erstellt. Wir haben Ihnen eine E-Mail zur Bestätigung gesendet.',
    it: 'La Sua attività è stata creata. Le abbiamo inviato un’e-mail di conferma.',
    en: 'Your business is created. A validation e-mail has been sent to you.',
  },
  validationSubject: {
    fr: 'Validez votre adresse e-mail',
    de: 'Bestätigen Sie Ihre E-Mail-Adresse',
    it: 'Confermi il Suo indirizzo e-mail',
    en: 'Validate your e-mail address',
  },
  iban_country: {
    fr: 'Les QR-factures se paient sur un IBAN suisse ou liechtensteinois (CH ou LI)',
    de: 'QR-Rechnungen werden auf eine Schweizer oder Liechtensteiner IBAN bezahlt (CH oder LI)',
    it: 'Le QR-fatture si pagano su un IBAN svizzero o del Liechtenstein (CH o LI)',
    en: 'QR-bills are paid to a Swiss or Liechtenstein IBAN (CH or LI)',
  },
  iban_format: {
    fr: 'Un IBAN suisse a 21 caractères : CH, 2 chiffres de contrôle et 17 chiffres ou lettres',
    de: 'Eine Schweizer IBAN hat 21 Zeichen: CH, 2 Prüfziffern und 17 Ziffern oder Buchstaben',
    it: 'Un IBAN svizzero ha 21 caratteri: CH, 2 cifre di controllo e 17 cifre o lettere',
    en: 'A Swiss IBAN has 21 characters: CH, 2 check digits and 17 digits or letters',
  },
  iban_checksum: {
    fr: "Cet IBAN n'existe pas : vérifiez-le, un chiffre est faux ou inversé",
    de: 'Diese IBAN existiert nicht: Bitte prüfen, eine Ziffer ist falsch oder vertauscht',
    it: 'Questo IBAN non esiste: lo verifichi, una cifra è errata o invertita',
    en: 'This IBAN does not exist: check it, a digit is wrong or swapped',
  },
  maxEndBeforeStart: {
    fr: 'Doit être après le début',
    de: 'Muss nach dem Beginn liegen',
    it: 'Deve essere dopo l’inizio',
    en: 'Must be after the start',
  },
  onboardingIncomplete: {
    fr: 'Créez d’abord un lieu, une prestation et un horaire',
    de: 'Erfassen Sie zuerst eine Filiale, eine Dienstleistung und Arbeitszeiten',
    it: 'Creare prima una sede, un servizio e un orario',
    en: 'First create a location, a service and a timetable',
  },
  liveNeedsOnboarding: {
    fr: 'La mise en ligne demande une configuration complète',
    de: 'Für die Online-Schaltung muss die Einrichtung vollständig sein',
    it: 'Per andare online la configurazione deve essere completa',
    en: 'Going live needs a complete setup',
  },
  liveEnabled: {
    fr: 'Mode live activé',
    de: 'Online-Modus aktiviert',
    it: 'Modalità online attivata',
    en: 'Live mode enabled',
  },
  chatNotConfigured: {
    fr: 'L’intégration de messagerie d’équipe n’est pas configurée sur ce serveur',
    de: 'Die Team-Chat-Integration ist auf diesem Server nicht eingerichtet',
    it: 'L’integrazione con la chat del team non è configurata su questo server',
    en: 'The team-chat integration is not configured on this server',
  },
  chatBadState: {
    fr: 'Cette demande de connexion est inconnue ou a expiré : recommencez',
    de: 'Diese Verbindungsanfrage ist unbekannt oder abgelaufen: Bitte neu beginnen',
    it: 'Questa richiesta di collegamento è sconosciuta o scaduta: ricominciare',
    en: 'This connection request is unknown or has expired: start again',
  },
  chatExchangeFailed: {
    fr: 'La messagerie d’équipe a refusé la connexion',
    de: 'Der Team-Chat hat die Verbindung abgelehnt',
    it: 'La chat del team ha rifiutato il collegamento',
    en: 'The team chat refused the connection',
  },
  chatNewBooking: {
    fr: 'Nouvelle réservation : {customer}, le {when} — {services}',
    de: 'Neue Buchung: {customer}, am {when} — {services}',
    it: 'Nuova prenotazione: {customer}, il {when} — {services}',
    en: 'New booking: {customer}, on {when} — {services}',
  },
  liveForever: {
    fr: 'Le mode live ne peut pas être désactivé',
    de: 'Der Online-Modus kann nicht ausgeschaltet werden',
    it: 'La modalità online non può essere disattivata',
    en: 'Live mode cannot be turned off',
  },
});
