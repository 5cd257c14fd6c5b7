import { commonText, defineMessages } from '../../lib/i18n.ts';

export const m = defineMessages({
  notFound: {
    fr: 'Webhook introuvable',
    de: 'Webhook nicht gefunden',
    it: 'Webhook non trovato',
    en: 'Webhook not found',
  },
  badUrl: commonText('url.invalid'),
  httpsOnly: commonText('url.httpsOnly'),
  credentials: {
    fr: "L'adresse ne doit pas contenir d'identifiant ni de mot de passe",
    de: 'Die Adresse darf weder Benutzernamen noch Passwort enthalten',
    it: 'L’indirizzo non deve contenere né nome utente né password',
    en: 'The address must not contain a user name or password',
  },
  privateTarget: commonText('url.privateTarget'),
  unresolved: commonText('url.unresolved'),
  noEvents: {
    fr: 'Choisissez au moins un événement',
    de: 'Bitte mindestens ein Ereignis wählen',
    it: 'Scegliere almeno un evento',
    en: 'Choose at least one event',
  },
  disabledReason: {
    fr: 'Désactivé après {attempts} tentatives sans succès sur plus de {hours} h ({event}, dernière réponse : {status})',
    de: 'Ausgeschaltet nach {attempts} erfolglosen Versuchen während mehr als {hours} Std. ({event}, letzte Antwort: {status})',
    it: 'Disattivato dopo {attempts} tentativi falliti in oltre {hours} ore ({event}, ultima risposta: {status})',
    en: 'Turned off after {attempts} failed attempts over more than {hours} h ({event}, last response: {status})',
  },
  disabledSubject: {
    fr: 'Webhook désactivé : {url}',
    de: 'Webhook ausgeschaltet: {url}',
    it: 'Webhook disattivato: {url}',
    en: 'Webhook turned off: {url}',
  },
  disabledBody: {
    fr: 'Bonjour,\n\nLes envois vers {url} échouent depuis plus de {hours} heures : ce webhook a été désactivé. Vérifiez le récepteur, puis réactivez-le dans Réglages › Intégrations ({link}).\n\nDernière réponse : {status}',
    de: 'Guten Tag\n\nDie Zustellungen an {url} schlagen seit mehr als {hours} Stunden fehl, deshalb wurde dieser Webhook ausgeschaltet. Prüfen Sie den Empfänger und schalten Sie ihn dann unter Einstellungen › Integrationen wieder ein ({link}).\n\nLetzte Antwort: {status}',
    it: 'Buongiorno,\n\ngli invii a {url} non riescono da oltre {hours} ore: questo webhook è stato disattivato. Verifichi il destinatario, poi lo riattivi in Impostazioni › Integrazioni ({link}).\n\nUltima risposta: {status}',
    en: 'Hello,\n\nDeliveries to {url} have been failing for more than {hours} hours, so this webhook was turned off. Check the receiver, then turn it back on in Settings › Integrations ({link}).\n\nLast response: {status}',
  },
});
