import { commonText, defineMessages } from '../../lib/i18n.ts';

export const m = defineMessages({
  notFound: {
    fr: 'Aucun calendrier connecté',
    de: 'Kein Kalender verbunden',
    it: 'Nessun calendario collegato',
    en: 'No calendar connected',
  },
  employeeNotFound: {
    fr: 'Collaborateur introuvable',
    de: 'Mitarbeiter/in nicht gefunden',
    it: 'Collaboratore non trovato',
    en: 'Employee not found',
  },
  forbidden: {
    fr: 'Seul le collaborateur ou un administrateur peut gérer ce calendrier',
    de: 'Nur die Person selbst oder ein/e Administrator/in kann diesen Kalender verwalten',
    it: 'Solo il collaboratore stesso o un amministratore può gestire questo calendario',
    en: 'Only the employee or an administrator can manage this calendar',
  },
  badUrl: commonText('url.invalid'),
  httpsOnly: commonText('url.httpsOnly'),
  credentials: {
    fr: "Indiquez l'identifiant et le mot de passe dans leurs champs, pas dans l'adresse",
    de: 'Benutzername und Passwort bitte in ihre eigenen Felder eingeben, nicht in die Adresse',
    it: 'Inserire nome utente e password negli appositi campi, non nell’indirizzo',
    en: 'Give the user name and password in their fields, not in the address',
  },
  privateTarget: commonText('url.privateTarget'),
  unresolved: commonText('url.unresolved'),
  authFailed: {
    fr: 'Le serveur refuse cet identifiant ou ce mot de passe',
    de: 'Der Server lehnt diesen Benutzernamen oder dieses Passwort ab',
    it: 'Il server rifiuta questo nome utente o questa password',
    en: 'The server refuses this user name or password',
  },
  unreachable: {
    fr: 'Le serveur de calendrier ne répond pas comme un serveur CalDAV ({reason})',
    de: 'Der Kalenderserver antwortet nicht wie ein CalDAV-Server ({reason})',
    it: 'Il server del calendario non risponde come un server CalDAV ({reason})',
    en: 'The calendar server does not answer as a CalDAV server ({reason})',
  },
  noCalendar: {
    fr: "Aucun calendrier d'événements trouvé pour ce compte",
    de: 'Für dieses Konto wurde kein Terminkalender gefunden',
    it: 'Nessun calendario di eventi trovato per questo account',
    en: 'No event calendar found for this account',
  },
  unreadableSecret: {
    fr: 'Le mot de passe enregistré ne peut plus être lu (clé changée) : connectez le calendrier à nouveau',
    de: 'Das gespeicherte Passwort kann nicht mehr gelesen werden (Schlüssel geändert): Bitte den Kalender neu verbinden',
    it: 'La password salvata non è più leggibile (chiave cambiata): collegare di nuovo il calendario',
    en: 'The stored password can no longer be read (key changed): connect the calendar again',
  },
  privateEvent: { fr: 'Rendez-vous', de: 'Termin', it: 'Appuntamento', en: 'Appointment' },
});
