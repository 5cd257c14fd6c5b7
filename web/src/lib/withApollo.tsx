import { ApolloProvider } from '@apollo/client/react';
import type { ComponentType } from 'react';
import { apolloClient } from './apollo.ts';

// Apollo loads with the first screen that needs it (lib/routing.tsx wraps each page), not with the
// app's entry: the public booking flow talks to the server through lib/useGraphQL.ts instead.

const wrapped = new WeakMap<ComponentType<never>, ComponentType<never>>();

/** `Component` inside the app's Apollo client (one client for every screen, so one cache). */
export function withApollo<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  const known = wrapped.get(Component as ComponentType<never>);
  if (known) return known as ComponentType<P>;
  function WithApollo(props: P) {
    return (
      <ApolloProvider client={apolloClient}>
        <Component {...props} />
      </ApolloProvider>
    );
  }
  WithApollo.displayName = `WithApollo(${Component.displayName ?? Component.name ?? 'Component'})`;
  wrapped.set(Component as ComponentType<never>, WithApollo as ComponentType<never>);
  return WithApollo;
}
