import { defineMessages } from '../../lib/i18n.ts';

export const m = defineMessages({
  notFound: { fr: 'Bon cadeau introuvable', en: 'Gift voucher not found' },
  codeFormat: { fr: 'Le code compte exactement 8 lettres', en: 'The code has exactly 8 letters' },
  positive: { fr: 'Doit être supérieur à 0', en: 'Must be greater than 0' },
  untilBeforeFrom: {
    fr: 'La fin de validité doit suivre le début',
    en: 'The end of validity must follow its start',
  },
  alreadyUsedInClosing: {
    fr: 'Ce bon est déjà utilisé dans cet encaissement',
    en: 'This voucher is already used in this closing',
  },
  notSpendable: {
    fr: 'Ce bon ne peut pas être utilisé (statut : {status})',
    en: 'This voucher cannot be used (status: {status})',
  },
  overBalance: {
    fr: 'Le solde du bon est de {balance} CHF',
    en: 'The voucher balance is CHF {balance}',
  },
  lockedWhenUsed: {
    fr: 'Le code et la valeur ne changent plus une fois le bon utilisé',
    en: 'The code and value cannot change once the voucher has been used',
  },
  usedCannotDelete: {
    fr: 'Un bon déjà utilisé ne peut pas être supprimé',
    en: 'A voucher that has been used cannot be deleted',
  },
  saleMethod: {
    fr: 'Un bon cadeau se paie en espèces, par carte ou par PostFinance',
    en: 'A gift card is paid in cash, by card or by PostFinance',
  },
  buyerRequired: { fr: 'Choisissez le client qui achète le bon', en: 'Choose the customer who buys the card' },
  saleLine: { fr: 'Bon cadeau {code}', en: 'Gift card {code}' },
  emailNeeded: {
    fr: "Une adresse e-mail est nécessaire (le client n'en a pas)",
    en: 'An e-mail address is needed (the customer has none)',
  },
  cardSubject: { fr: 'Votre bon cadeau {vendor}', en: 'Your gift card from {vendor}' },
  cardTitle: { fr: 'Bon cadeau — {vendor}', en: 'Gift card — {vendor}' },
  cardFor: { fr: 'Offert à : {name}', en: 'For: {name}' },
  cardValue: { fr: 'Valeur : CHF {value} (solde CHF {balance})', en: 'Value: CHF {value} (balance CHF {balance})' },
  cardCode: { fr: 'Code : {code}', en: 'Code: {code}' },
  cardValidity: { fr: 'Valable du {from} au {until}', en: 'Valid from {from} to {until}' },
});
