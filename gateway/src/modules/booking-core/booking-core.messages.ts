import { defineMessages } from '../../lib/i18n.ts';

// The texts of the booking rules shared by several modules (status machine, calendar lock).
export const m = defineMessages({
  transition: {
    fr: 'Une réservation {from} ne peut pas passer à {to}',
    de: 'Eine Buchung im Status {from} kann nicht zu {to} wechseln',
    it: 'Una prenotazione {from} non può passare a {to}',
    en: 'A {from} booking cannot become {to}',
  },
  calendarLocked: {
    fr: "L'agenda est verrouillé {minutes} minutes avant un rendez-vous : seul un·e administrateur·trice peut le modifier",
    de: 'Die Agenda ist {minutes} Minuten vor einem Termin gesperrt: Nur Administratorinnen und Administratoren können ihn ändern',
    it: 'L’agenda è bloccata {minutes} minuti prima di un appuntamento: solo un amministratore può modificarlo',
    en: 'The calendar is locked {minutes} minutes before an appointment: only an administrator can change it',
  },
});
