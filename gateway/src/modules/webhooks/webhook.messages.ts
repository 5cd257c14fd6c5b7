import { defineMessages } from '../../lib/i18n.ts';

export const m = defineMessages({
  notFound: { fr: 'Webhook introuvable', en: 'Webhook not found' },
  badUrl: { fr: 'Adresse invalide', en: 'Invalid address' },
  httpsOnly: { fr: "L'adresse doit commencer par https://", en: 'The address must start with https://' },
  credentials: {
    fr: "L'adresse ne doit pas contenir d'identifiant ni de mot de passe",
    en: 'The address must not contain a user name or password',
  },
  privateTarget: {
    fr: "L'adresse mène à un réseau privé ou local, qui n'est pas autorisé",
    en: 'The address leads to a private or local network, which is not allowed',
  },
  unresolved: { fr: "Le nom d'hôte est introuvable", en: 'The host name cannot be resolved' },
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
