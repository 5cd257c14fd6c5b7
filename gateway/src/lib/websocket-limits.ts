// Limits of the GraphQL websocket: what one socket may send before it is refused.
import { FORBIDDEN_KEYS, ForbiddenKeyError, type Lang } from '@salon/shared';
import { GraphQLError } from 'graphql';

/** The largest message a client may send (a subscribe message is a few kilobytes). */
export const MAX_WEBSOCKET_MESSAGE_BYTES = 256 * 1024;
/** Operations running at once on one socket (the web app holds a handful). */
export const MAX_SUBSCRIPTIONS_PER_SOCKET = 50;

/** graphql-ws message reviver: a prototype key anywhere in a message makes it invalid (close 4400). */
export function refuseForbiddenKeys(key: string, value: unknown): unknown {
  if (FORBIDDEN_KEYS.has(key)) throw new ForbiddenKeyError(key);
  return value;
}

export const tooManySubscriptions = (lang: Lang) =>
  new GraphQLError(
    lang === 'fr'
      ? `Au maximum ${MAX_SUBSCRIPTIONS_PER_SOCKET} opérations à la fois par connexion`
      : `At most ${MAX_SUBSCRIPTIONS_PER_SOCKET} operations at once per connection`,
    { extensions: { code: 'TOO_MANY_OPERATIONS' } },
  );
