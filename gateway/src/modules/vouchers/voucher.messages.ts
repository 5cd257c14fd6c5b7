import { defineMessages } from '../../lib/i18n.ts';

export const m = defineMessages({
  notFound: {
    fr: 'Bon cadeau introuvable',
    de: 'Geschenkgutschein nicht gefunden',
    it: 'Buono regalo non trovato',
    en: 'Gift voucher not found',
  },
  codeFormat: {
    fr: 'Le code compte exactement 8 lettres',
    de: 'Der Code besteht aus genau 8 Buchstaben',
    it: 'Il codice è composto da esattamente 8 lettere',
    en: 'The code has exactly 8 letters',
  },
  positive: {
    fr: 'Doit être supérieur à 0',
    de: 'Muss grösser als 0 sein',
    it: 'Deve essere maggiore di 0',
    en: 'Must be greater than 0',
  },
  untilBeforeFrom: {
    fr: 'La fin de validité doit suivre le début',
    de: 'Das Ende der Gültigkeit muss nach ihrem Beginn liegen',
    it: 'La fine della validità deve seguirne l’inizio',
    en: 'The end of validity must follow its start',
  },
  alreadyUsedInClosing: {
    fr: 'Ce bon est déjà utilisé dans cet encaissement',
    de: 'Dieser Gutschein wird in dieser Abrechnung bereits verwendet',
    it: 'Questo buono è già usato in questo incasso',
    en: 'This voucher is already used in this closing',
  },
  notSpendable: {
    fr: 'Ce bon ne peut pas être utilisé (statut : {status})',
    de: 'Dieser Gutschein kann nicht eingelöst werden (Status: {status})',
    it: 'Questo buono non può essere usato (stato: {status})',
    en: 'This voucher cannot be used (status: {status})',
  },
  overBalance: {
    fr: 'Le solde du bon est de {balance} CHF',
    de: 'Das Guthaben des Gutscheins beträgt CHF {balance}',
    it: 'Il saldo del buono è di CHF {balance}',
    en: 'The voucher balance is CHF {balance}',
  },
  lockedWhenUsed: {
    fr: 'Le code et la valeur ne changent plus une fois le bon utilisé',
    de: 'Code und Wert können nach der ersten Einlösung nicht mehr geändert werden',
    it: 'Codice e valore non si possono più modificare una volta usato il buono',
    en: 'The code and value cannot change once the voucher has been used',
  },
  usedCannotDelete: {
    fr: 'Un bon déjà utilisé ne peut pas être supprimé',
    de: 'Ein bereits eingelöster Gutschein kann nicht gelöscht werden',
    it: 'Un buono già usato non può essere eliminato',
    en: 'A voucher that has been used cannot be deleted',
  },
  saleMethod: {
    fr: 'Un bon cadeau se paie en espèces, par carte ou par PostFinance',
    de: 'Ein Geschenkgutschein wird bar, mit Karte oder mit PostFinance bezahlt',
    it: 'Un buono regalo si paga in contanti, con carta o con PostFinance',
    en: 'A gift card is paid in cash, by card or by PostFinance',
  },
  buyerRequired: {
    fr: 'Choisissez le client qui achète le bon',
    de: 'Bitte die Kundin oder den Kunden wählen, die den Gutschein kauft',
    it: 'Scegliere il cliente che acquista il buono',
    en: 'Choose the customer who buys the card',
  },
  saleLine: {
    fr: 'Bon cadeau {code}',
    de: 'Geschenkgutschein {code}',
    it: 'Buono regalo {code}',
    en: 'Gift card {code}',
  },
  emailNeeded: {
    fr: "Une adresse e-mail est nécessaire (le client n'en a pas)",
    de: 'Eine E-Mail-Adresse ist nötig (für diese Kundin oder diesen Kunden ist keine erfasst)',
    it: 'È necessario un indirizzo e-mail (il cliente non ne ha)',
    en: 'An e-mail address is needed (the customer has none)',
  },
  cardSubject: {
    fr: 'Votre bon cadeau {vendor}',
    de: 'Ihr Geschenkgutschein von {vendor}',
    it: 'Il Suo buono regalo di {vendor}',
    en: 'Your gift card from {vendor}',
  },
  cardTitle: {
    fr: 'Bon cadeau — {vendor}',
    de: 'Geschenkgutschein — {vendor}',
    it: 'Buono regalo — {vendor}',
    en: 'Gift card — {vendor}',
  },
  cardFor: { fr: 'Offert à : {name}', de: 'Für: {name}', it: 'Per: {name}', en: 'For: {name}' },
  cardValue: {
    fr: 'Valeur : CHF {value} (solde CHF {balance})',
    de: 'Wert: CHF {value} (Guthaben CHF {balance})',
    it: 'Valore: CHF {value} (saldo CHF {balance})',
    en: 'Value: CHF {value} (balance CHF {balance})',
  },
  cardCode: { fr: 'Code : {code}', de: 'Code: {code}', it: 'Codice: {code}', en: 'Code: {code}' },
  cardValidity: {
    fr: 'Valable du {from} au {until}',
    de: 'Gültig vom {from} bis {until}',
    it: 'Valido dal {from} al {until}',
    en: 'Valid from {from} to {until}',
  },
});
