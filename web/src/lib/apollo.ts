import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, ServerError } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { getMainDefinition } from '@apollo/client/utilities';
import { OperationTypeNode } from 'graphql';
import { Observable, catchError, map } from 'rxjs';
import { createCache } from './apolloCache.ts';
import { getToken, logout, onLogout, refreshToken } from './auth.ts';
import { reportError } from './errorTracking.ts';
import { blankForGuest, GRAPHQL_PATH, readRefreshedToken } from './graphqlRequest.ts';
import { currentLanguage, i18n } from './i18n.ts';
import { socketIdHeader } from './socketId.ts';

export { GRAPHQL_PATH, readRefreshedToken };

// The websocket client loads with the first subscription (staff's live agenda): public pages skip it.
const subscriptionLink = new ApolloLink(
  (operation) =>
    new Observable((observer) => {
      let subscription: { unsubscribe(): void } | undefined;
      let closed = false;
      void import('./subscriptions.ts').then(
        ({ wsLink }) => {
          if (!closed) subscription = wsLink().request(operation)?.subscribe(observer);
        },
        (error: unknown) => observer.error(error),
      );
      return () => {
        closed = true;
        subscription?.unsubscribe();
      };
    }),
);

/** A top-level error the server raises for a missing, bad or expired token. */
export function isUnauthenticated(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
  }
  return ServerError.is(error) && error.statusCode === 401;
}

export function createApolloClient(): { client: ApolloClient } {
  const headersLink = new SetContextLink(({ headers }) => {
    const token = getToken();
    return {
      headers: {
        ...headers,
        'Accept-Language': currentLanguage(),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...socketIdHeader(),
      },
    };
  });

  // A token near expiry comes back renewed in every kind of response; keep the newest. A guest's
  // 401 comes back with its message blanked (spec §6): the page says it in its own words.
  const refreshedTokenLink = new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      map((result) => {
        const token = readRefreshedToken(result.extensions);
        if (token) refreshToken(token);
        return result.errors && !getToken() ? { ...result, errors: blankForGuest(result.errors) } : result;
      }),
      catchError((error: unknown) => {
        if (!getToken() && ServerError.is(error) && error.statusCode === 401) error.message = '';
        throw error;
      }),
    ),
  );

  const errorLink = new ErrorLink(({ error, operation }) => {
    // A guest's failed call is shown by the page; a logged-in user's dead session ends here.
    if (isUnauthenticated(error)) {
      if (getToken()) logout();
      return;
    }
    // Expected failures are union members of the result; what arrives here is a failed load or action.
    const definition = getMainDefinition(operation.query);
    const kind = definition.kind === 'OperationDefinition' ? definition.operation : 'query';
    void reportError(error, { action: kind === 'query' ? 'load' : kind, operation: operation.operationName });
  });

  const httpLink = new HttpLink({ uri: GRAPHQL_PATH });
  const transport = ApolloLink.split(
    ({ query }) => {
      const definition = getMainDefinition(query);
      return definition.kind === 'OperationDefinition' && definition.operation === OperationTypeNode.SUBSCRIPTION;
    },
    subscriptionLink,
    httpLink,
  );

  const client = new ApolloClient({
    link: ApolloLink.from([errorLink, refreshedTokenLink, headersLink, transport]),
    cache: createCache(),
  });

  return { client };
}

const created = createApolloClient();
export const apolloClient = created.client;

// A new identity must not see the previous one's cached data nor keep its socket.
onLogout(() => {
  void apolloClient.clearStore();
});

// Names and descriptions come back in the request language: reload what is on screen.
i18n.on('languageChanged', () => {
  void apolloClient.refetchQueries({ include: 'active' });
});
