import { VALIDATION_MESSAGES } from '@salon/shared';
import { defineMessages } from '../../lib/i18n.ts';

export const m = defineMessages({
  notFound: {
    fr: 'Facture introuvable',
    de: 'Rechnung nicht gefunden',
    it: 'Fattura non trovata',
    en: 'Invoice not found',
  },
  bookingNotFound: {
    fr: 'Rendez-vous introuvable',
    de: 'Termin nicht gefunden',
    it: 'Appuntamento non trovato',
    en: 'Booking not found',
  },
  closeStatus: {
    fr: 'Un rendez-vous se clôture comme effectué ou non présenté',
    de: 'Ein Termin wird als erledigt oder als «nicht erschienen» abgeschlossen',
    it: 'Un appuntamento si chiude come eseguito o come «non presentato»',
    en: 'A booking is closed as executed or no-show',
  },
  notOpen: {
    fr: "Ce rendez-vous n'est plus ouvert",
    de: 'Dieser Termin ist nicht mehr offen',
    it: 'Questo appuntamento non è più aperto',
    en: 'This booking is no longer open',
  },
  negativeNeedsConfirmation: {
    fr: 'Montant négatif : confirmez le remboursement',
    de: 'Negativer Betrag: Bitte die Rückerstattung bestätigen',
    it: 'Importo negativo: confermare il rimborso',
    en: 'Negative amount: confirm the refund',
  },
  zeroAmount: {
    fr: 'Le montant ne peut pas être nul',
    de: 'Der Betrag darf nicht null sein',
    it: 'L’importo non può essere zero',
    en: 'The amount cannot be zero',
  },
  voucherCodeRequired: {
    fr: 'Indiquez le code du bon',
    de: 'Bitte den Gutscheincode eingeben',
    it: 'Inserire il codice del buono',
    en: 'Enter the voucher code',
  },
  voucherNotNegative: {
    fr: 'Un bon ne peut pas être crédité',
    de: 'Einem Gutschein kann nichts gutgeschrieben werden',
    it: 'Un buono non può essere accreditato',
    en: 'A voucher cannot be credited',
  },
  invoiceLocked: {
    fr: "La facture d'un rendez-vous clôturé ne change plus",
    de: 'Die Rechnung eines abgeschlossenen Termins kann nicht mehr geändert werden',
    it: 'La fattura di un appuntamento chiuso non può più essere modificata',
    en: 'The invoice of a closed booking can no longer change',
  },
  lineRequired: {
    fr: 'Au moins une ligne',
    de: 'Mindestens eine Position',
    it: 'Almeno una riga',
    en: 'At least one line',
  },
  integerRequired: VALIDATION_MESSAGES.integer,
  durationRange: {
    fr: 'Une durée effective va de {min} à {max} minutes',
    de: 'Eine effektive Dauer liegt zwischen {min} und {max} Minuten',
    it: 'Una durata effettiva va da {min} a {max} minuti',
    en: 'An actual duration is between {min} and {max} minutes',
  },
  durationService: {
    fr: 'Cette prestation ne fait pas partie du rendez-vous',
    de: 'Diese Dienstleistung gehört nicht zum Termin',
    it: 'Questo servizio non fa parte dell’appuntamento',
    en: 'This service is not part of the booking',
  },
  receiptSubject: {
    fr: 'Votre quittance n° {number} — {vendor}',
    de: 'Ihre Quittung Nr. {number} — {vendor}',
    it: 'La Sua ricevuta n. {number} — {vendor}',
    en: 'Your receipt no. {number} — {vendor}',
  },
  receiptTitle: {
    fr: 'Quittance n° {number} du {date}',
    de: 'Quittung Nr. {number} vom {date}',
    it: 'Ricevuta n. {number} del {date}',
    en: 'Receipt no. {number} of {date}',
  },
  receiptTotal: { fr: 'Total CHF {total}', de: 'Total CHF {total}', it: 'Totale CHF {total}', en: 'Total CHF {total}' },
  receiptPaid: { fr: 'Payé CHF {paid}', de: 'Bezahlt CHF {paid}', it: 'Pagato CHF {paid}', en: 'Paid CHF {paid}' },
  receiptDue: {
    fr: 'Reste dû CHF {due}',
    de: 'Noch offen CHF {due}',
    it: 'Ancora da pagare CHF {due}',
    en: 'Still due CHF {due}',
  },
  receiptVat: {
    fr: 'Dont TVA {rate} % : CHF {amount} (n° TVA {number})',
    de: 'Davon MWST {rate} %: CHF {amount} (MWST-Nr. {number})',
    it: 'Di cui IVA {rate} %: CHF {amount} (n. IVA {number})',
    en: 'Including VAT {rate} %: CHF {amount} (VAT no. {number})',
  },
  receiptVatNumber: { fr: 'N° TVA {number}', de: 'MWST-Nr. {number}', it: 'N. IVA {number}', en: 'VAT no. {number}' },
  emailNeeded: {
    fr: "Une adresse e-mail est nécessaire (le client n'en a pas)",
    de: 'Eine E-Mail-Adresse ist nötig (für diese Kundin oder diesen Kunden ist keine erfasst)',
    it: 'È necessario un indirizzo e-mail (il cliente non ne ha)',
    en: 'An e-mail address is needed (the customer has none)',
  },
});
