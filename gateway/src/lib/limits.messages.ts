// The texts of the request limits (GraphQL operation limits and the websocket's), in every language.
import { defineMessages } from './i18n.ts';

export type Limit = 'depth' | 'aliases' | 'directives' | 'tokens' | 'cost' | 'recursion';

export const limitMessages = defineMessages<Limit | 'atMost' | 'foundAtMost' | 'timeout' | 'tooManySubscriptions'>({
  depth: {
    fr: 'Requête trop profonde',
    de: 'Abfrage zu tief verschachtelt',
    it: 'Query troppo annidata',
    en: 'Query too deep',
  },
  aliases: {
    fr: "Trop d'alias dans la requête",
    de: 'Zu viele Aliasse in der Abfrage',
    it: 'Troppi alias nella query',
    en: 'Too many aliases in the query',
  },
  directives: {
    fr: 'Trop de directives dans la requête',
    de: 'Zu viele Direktiven in der Abfrage',
    it: 'Troppe direttive nella query',
    en: 'Too many directives in the query',
  },
  tokens: { fr: 'Requête trop longue', de: 'Abfrage zu lang', it: 'Query troppo lunga', en: 'Query too long' },
  cost: { fr: 'Requête trop coûteuse', de: 'Abfrage zu aufwendig', it: 'Query troppo onerosa', en: 'Query too costly' },
  recursion: {
    fr: 'Une relation est sélectionnée dans elle-même',
    de: 'Eine Beziehung ist in sich selbst ausgewählt',
    it: 'Una relazione è selezionata dentro sé stessa',
    en: 'A relation is selected inside itself',
  },
  atMost: { fr: 'au plus {max}', de: 'höchstens {max}', it: 'al massimo {max}', en: 'at most {max}' },
  foundAtMost: {
    fr: '{found}, au plus {max}',
    de: '{found}, höchstens {max}',
    it: '{found}, al massimo {max}',
    en: '{found}, at most {max}',
  },
  timeout: {
    fr: 'La requête a pris trop de temps (plus de {ms} ms)',
    de: 'Die Abfrage hat zu lange gedauert (über {ms} ms)',
    it: 'La query ha richiesto troppo tempo (oltre {ms} ms)',
    en: 'The query took too long (over {ms} ms)',
  },
  tooManySubscriptions: {
    fr: 'Au maximum {max} opérations à la fois par connexion',
    de: 'Höchstens {max} gleichzeitige Vorgänge pro Verbindung',
    it: 'Al massimo {max} operazioni contemporanee per connessione',
    en: 'At most {max} operations at once per connection',
  },
});
