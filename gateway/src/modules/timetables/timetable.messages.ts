import { commonText, defineMessages } from '../../lib/i18n.ts';

export const m = defineMessages({
  notFound: {
    fr: 'Horaire introuvable',
    de: 'Arbeitszeitplan nicht gefunden',
    it: 'Orario non trovato',
    en: 'Timetable not found',
  },
  employeeNotFound: {
    fr: 'Employé·e introuvable',
    de: 'Mitarbeiter/in nicht gefunden',
    it: 'Collaboratore non trovato',
    en: 'Employee not found',
  },
  forbidden: {
    fr: 'Seuls les administrateurs et les employé·e·s autorisé·e·s peuvent modifier les horaires',
    de: 'Nur Administratorinnen und Administratoren sowie berechtigte Mitarbeitende können Arbeitszeiten ändern',
    it: 'Solo gli amministratori e i collaboratori autorizzati possono modificare gli orari',
    en: 'Only admins and allowed employees can change timetables',
  },
  startBeforeEnd: {
    fr: 'Le début doit précéder la fin',
    de: 'Der Beginn muss vor dem Ende liegen',
    it: 'L’inizio deve precedere la fine',
    en: 'Start must be before end',
  },
  invalidTime: { fr: 'Heure invalide', de: 'Ungültige Uhrzeit', it: 'Ora non valida', en: 'Invalid time' },
  overlap: {
    fr: 'Les plages horaires se chevauchent',
    de: 'Die Zeitspannen überschneiden sich',
    it: 'Le fasce orarie si sovrappongono',
    en: 'Time ranges overlap',
  },
  locationNotFound: commonText('notFound.location'),
  weekday: { fr: 'Jour invalide', de: 'Ungültiger Wochentag', it: 'Giorno non valido', en: 'Invalid weekday' },
  closed: { fr: 'Fermé', de: 'Geschlossen', it: 'Chiuso', en: 'Closed' },
  notWorking: { fr: 'Absent·e', de: 'Abwesend', it: 'Assente', en: 'Not working' },
});
