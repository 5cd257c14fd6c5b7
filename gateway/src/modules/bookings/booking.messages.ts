import { defineMessages } from '../../lib/i18n.ts';

export const m = defineMessages({
  notFound: { fr: 'Réservation introuvable', en: 'Booking not found' },
  transition: {
    fr: 'Une réservation {from} ne peut pas passer à {to}',
    en: 'A {from} booking cannot become {to}',
  },
  notOpen: { fr: "Cette réservation n'est plus ouverte", en: 'This booking is no longer open' },
  notLive: {
    fr: "Ce salon n'est pas encore en ligne : aucune réservation n'est possible avant son activation",
    en: 'This salon is not live yet: no booking can be made before it is activated',
  },
  cancelPast: { fr: 'Un rendez-vous passé ne peut pas être annulé', en: 'A past appointment cannot be canceled' },
  cancelNotice: {
    fr: "L'annulation en ligne n'est plus possible moins de {hours} heures avant le rendez-vous",
    en: 'Online cancellation is no longer possible less than {hours} hours before the appointment',
  },
  hasPayments: {
    fr: 'Cette réservation a des paiements et ne peut pas être supprimée',
    en: 'This booking has payments and cannot be deleted',
  },
  verifyOk: { fr: 'Les créneaux sont disponibles', en: 'The slots are available' },
  UNKNOWN_SERVICE: { fr: 'Prestation inconnue', en: 'Unknown service' },
  EXECUTION_ORDER: {
    fr: 'Cette prestation se fait après une autre prestation de la réservation : elle ne peut pas commencer avant',
    en: 'This service is done after another service of the booking: it cannot start before it',
  },
  EMPLOYEE_NOT_OFFERING: {
    fr: "L'employé·e ne propose pas cette prestation",
    en: 'The employee does not offer this service',
  },
  EMPLOYEE_NOT_ALLOWED: { fr: "Cet·te employé·e n'est pas disponible ici", en: 'This employee cannot be chosen' },
  OFF_GRID: {
    fr: "L'heure de début n'est pas sur la grille des créneaux proposés",
    en: 'The start time is not on the grid of offered slots',
  },
  NONEXISTENT_TIME: {
    fr: "L'heure {time} n'existe pas ce jour-là (passage à l'heure d'été)",
    en: 'The time {time} does not exist on that day (clocks go forward)',
  },
  AMBIGUOUS_TIME: {
    fr: "L'heure {time} existe deux fois ce jour-là (retour à l'heure d'hiver) : précisez le décalage ({offsets})",
    en: 'The time {time} occurs twice on that day (clocks go back): give the offset ({offsets})',
  },
  outOfTimetable: {
    fr: "Réservation hors de l'horaire de travail, permise pour ce compte",
    en: 'Booked outside the working timetable, allowed for this account',
  },
  DAILY_LIMIT_REACHED: {
    fr: 'Cette prestation a atteint sa limite de réservations pour ce jour',
    en: 'This service has reached its limit of bookings for that day',
  },
  calendarLocked: {
    fr: "L'agenda est verrouillé {minutes} minutes avant un rendez-vous : seul un·e administrateur·trice peut le modifier",
    en: 'The calendar is locked {minutes} minutes before an appointment: only an administrator can change it',
  },
  TOO_SOON: { fr: "L'heure est passée ou trop proche", en: 'The time is past or too soon' },
  BEYOND_BOOKING_PERIOD: {
    fr: 'La date dépasse la période de réservation ouverte',
    en: 'The date is beyond the open booking period',
  },
  OUTSIDE_OPENING_HOURS: { fr: "En dehors des heures d'ouverture", en: 'Outside opening hours' },
  EMPLOYEE_NOT_WORKING: { fr: "L'employé·e ne travaille pas à cette heure", en: 'The employee is not working then' },
  EMPLOYEE_BUSY: { fr: "L'employé·e est déjà occupé·e", en: 'The employee is already busy' },
  EMPLOYEE_CALENDAR_BUSY: {
    fr: "L'employé·e n'est pas disponible à cette heure (agenda personnel)",
    en: 'The employee is not available then (personal calendar)',
  },
  WORKPLACE_REQUIRED: { fr: 'Un poste de travail est requis', en: 'A workplace is required' },
  WORKPLACE_INVALID: { fr: 'Ce poste de travail ne convient pas', en: 'This workplace is not suitable' },
  WORKPLACE_BUSY: { fr: 'Le poste de travail est occupé', en: 'The workplace is busy' },
  MACHINE_REQUIRED: { fr: 'Une machine est requise', en: 'A machine is required' },
  MACHINE_INVALID: { fr: 'Cette machine ne convient pas', en: 'This machine is not suitable' },
  MACHINE_BUSY: { fr: 'La machine est occupée', en: 'The machine is busy' },
});
