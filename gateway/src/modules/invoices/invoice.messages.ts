import { VALIDATION_MESSAGES } from '@salon/shared';
import { defineMessages } from '../../lib/i18n.ts';

export const m = defineMessages({
  notFound: { fr: 'Facture introuvable', en: 'Invoice not found' },
  bookingNotFound: { fr: 'Rendez-vous introuvable', en: 'Booking not found' },
  closeStatus: {
    fr: 'Un rendez-vous se clôture comme effectué ou non présenté',
    en: 'A booking is closed as executed or no-show',
  },
  notOpen: { fr: "Ce rendez-vous n'est plus ouvert", en: 'This booking is no longer open' },
  negativeNeedsConfirmation: {
    fr: 'Montant négatif : confirmez le remboursement',
    en: 'Negative amount: confirm the refund',
  },
  zeroAmount: { fr: 'Le montant ne peut pas être nul', en: 'The amount cannot be zero' },
  voucherCodeRequired: { fr: 'Indiquez le code du bon', en: 'Enter the voucher code' },
  voucherNotNegative: {
    fr: 'Un bon ne peut pas être crédité',
    en: 'A voucher cannot be credited',
  },
  invoiceLocked: {
    fr: "La facture d'un rendez-vous clôturé ne change plus",
    en: 'The invoice of a closed booking can no longer change',
  },
  lineRequired: { fr: 'Au moins une ligne', en: 'At least one line' },
  integerRequired: VALIDATION_MESSAGES.integer,
  durationRange: {
    fr: 'Une durée effective va de {min} à {max} minutes',
    en: 'An actual duration is between {min} and {max} minutes',
  },
  durationService: {
    fr: 'Cette prestation ne fait pas partie du rendez-vous',
    en: 'This service is not part of the booking',
  },
  receiptSubject: { fr: 'Votre quittance n° {number} — {vendor}', en: 'Your receipt no. {number} — {vendor}' },
  receiptTitle: { fr: 'Quittance n° {number} du {date}', en: 'Receipt no. {number} of {date}' },
  receiptTotal: { fr: 'Total CHF {total}', en: 'Total CHF {total}' },
  receiptPaid: { fr: 'Payé CHF {paid}', en: 'Paid CHF {paid}' },
  receiptDue: { fr: 'Reste dû CHF {due}', en: 'Still due CHF {due}' },
  receiptRounding: { fr: 'Arrondi espèces CHF {amount}', en: 'Cash rounding CHF {amount}' },
  receiptVat: {
    fr: 'Dont TVA {rate} % : CHF {amount} (n° TVA {number})',
    en: 'Including VAT {rate} %: CHF {amount} (VAT no. {number})',
  },
  receiptVatNumber: { fr: 'N° TVA {number}', en: 'VAT no. {number}' },
  emailNeeded: {
    fr: "Une adresse e-mail est nécessaire (le client n'en a pas)",
    en: 'An e-mail address is needed (the customer has none)',
  },
  // The invoice as a PDF, in the customer's language.
  pdfFileName: { fr: 'facture-{number}.pdf', en: 'invoice-{number}.pdf' },
  pdfTitle: { fr: 'Facture n° {number}', en: 'Invoice no. {number}' },
  pdfDate: { fr: 'Date : {date}', en: 'Date: {date}' },
  pdfBooking: { fr: 'Rendez-vous du {date} à {time}', en: 'Appointment on {date} at {time}' },
  pdfDescription: { fr: 'Désignation', en: 'Description' },
  pdfQuantity: { fr: 'Qté', en: 'Qty' },
  pdfUnitPrice: { fr: 'Prix unitaire', en: 'Unit price' },
  pdfDiscount: { fr: 'Rabais', en: 'Discount' },
  pdfAmount: { fr: 'Montant CHF', en: 'Amount CHF' },
  pdfPayWithSlip: {
    fr: 'Merci de régler le solde de CHF {due} dans les 30 jours avec la section paiement ci-dessous.',
    en: 'Please pay the balance of CHF {due} within 30 days with the payment part below.',
  },
  pdfPayTo: {
    fr: 'Merci de régler le solde de CHF {due} dans les 30 jours.',
    en: 'Please pay the balance of CHF {due} within 30 days.',
  },
  pdfSettled: { fr: 'Facture réglée. Merci de votre visite !', en: 'Paid in full. Thank you for your visit!' },
  qrMessage: { fr: 'Facture {number}', en: 'Invoice {number}' },
});
