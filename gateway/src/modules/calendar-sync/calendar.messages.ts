import { commonText, defineMessages } from '../../lib/i18n.ts';

export const m = defineMessages({
  notFound: { fr: 'Aucun calendrier connecté', en: 'No calendar connected' },
  employeeNotFound: { fr: 'Collaborateur introuvable', en: 'Employee not found' },
  forbidden: {
    fr: 'Seul le collaborateur ou un administrateur peut gérer ce calendrier',
    en: 'Only the employee or an administrator can manage this calendar',
  },
  badUrl: commonText('url.invalid'),
  httpsOnly: commonText('url.httpsOnly'),
  credentials: {
    fr: "Indiquez l'identifiant et le mot de passe dans leurs champs, pas dans l'adresse",
    en: 'Give the user name and password in their fields, not in the address',
  },
  privateTarget: commonText('url.privateTarget'),
  unresolved: commonText('url.unresolved'),
  authFailed: {
    fr: 'Le serveur refuse cet identifiant ou ce mot de passe',
    en: 'The server refuses this user name or password',
  },
  unreachable: {
    fr: 'Le serveur de calendrier ne répond pas comme un serveur CalDAV ({reason})',
    en: 'The calendar server does not answer as a CalDAV server ({reason})',
  },
  noCalendar: {
    fr: "Aucun calendrier d'événements trouvé pour ce compte",
    en: 'No event calendar found for this account',
  },
  unreadableSecret: {
    fr: 'Le mot de passe enregistré ne peut plus être lu (clé changée) : connectez le calendrier à nouveau',
    en: 'The stored password can no longer be read (key changed): connect the calendar again',
  },
  privateEvent: { fr: 'Rendez-vous', en: 'Appointment' },
});
