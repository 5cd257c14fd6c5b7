import { commonText, defineMessages } from '../../lib/i18n.ts';

export const m = defineMessages({
  notFound: { fr: 'Webhook introuvable', en: 'Webhook not found' },
  badUrl: commonText('url.invalid'),
  httpsOnly: commonText('url.httpsOnly'),
  credentials: {
    fr: "L'adresse ne doit pas contenir d'identifiant ni de mot de passe",
    en: 'The address must not contain a user name or password',
  },
  privateTarget: commonText('url.privateTarget'),
  unresolved: commonText('url.unresolved'),
  noEvents: { fr: 'Choisissez au moins un événement', en: 'Choose at least one event' },
  disabledReason: {
    fr: 'Désactivé après {attempts} tentatives sans succès sur plus de {hours} h ({event}, dernière réponse : {status})',
    en: 'Turned off after {attempts} failed attempts over more than {hours} h ({event}, last response: {status})',
  },
  disabledSubject: { fr: 'Webhook désactivé : {url}', en: 'Webhook turned off: {url}' },
  disabledBody: {
    fr: 'Bonjour,\n\nLes envois vers {url} échouent depuis plus de {hours} heures : ce webhook a été désactivé. Vérifiez le récepteur, puis réactivez-le dans Réglages › Intégrations ({link}).\n\nDernière réponse : {status}',
    en: 'Hello,\n\nDeliveries to {url} have been failing for more than {hours} hours, so this webhook was turned off. Check the receiver, then turn it back on in Settings › Integrations ({link}).\n\nLast response: {status}',
  },
});
