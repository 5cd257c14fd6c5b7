import { commonText, defineMessages } from '../../lib/i18n.ts';

export const m = defineMessages({
  notFound: { fr: 'Horaire introuvable', en: 'Timetable not found' },
  employeeNotFound: { fr: 'Employé·e introuvable', en: 'Employee not found' },
  forbidden: {
    fr: 'Seuls les administrateurs et les employé·e·s autorisé·e·s peuvent modifier les horaires',
    en: 'Only admins and allowed employees can change timetables',
  },
  startBeforeEnd: { fr: 'Le début doit précéder la fin', en: 'Start must be before end' },
  invalidTime: { fr: 'Heure invalide', en: 'Invalid time' },
  overlap: { fr: 'Les plages horaires se chevauchent', en: 'Time ranges overlap' },
  locationNotFound: commonText('notFound.location'),
  weekday: { fr: 'Jour invalide', en: 'Invalid weekday' },
  closed: { fr: 'Fermé', en: 'Closed' },
  notWorking: { fr: 'Absent·e', en: 'Not working' },
});
