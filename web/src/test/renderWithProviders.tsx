import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { ThemeProvider } from '@mui/material/styles';
import { type RenderResult, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { type RouteObject, RouterProvider, createMemoryRouter } from 'react-router';
import { createCache } from '../lib/apolloCache.ts';
import { i18n } from '../lib/i18n.ts';
import { theme } from '../lib/theme.ts';
import { clearGraphQLCache, GraphQLTransportProvider } from '../lib/useGraphQL.ts';
import { AvailabilityConnectorProvider } from '../features/public-booking/hooks/useAvailabilityLive.ts';
import { isPublicDocument, type MockedResponse, mockTransport } from './mockTransport.ts';

/** The public booking page's live connection, silent: a test that pushes changes gives its own. */
const silentConnector = () => () => {};

interface Options {
  path: string;
  initialEntry: string;
  /** Apollo's mocks, and the public pages' (gql/public.ts documents, answered by the light client). */
  mocks?: ReadonlyArray<MockLink.MockedResponse | MockedResponse>;
  /** Extra routes, e.g. a destination page to assert a navigation. */
  routes?: RouteObject[];
  /** Child routes of the page (rendered through its <Outlet />). */
  children?: RouteObject[];
}

/** Renders one page inside the app's providers with a memory router and mocked GraphQL. */
export function renderPage(
  element: ReactElement,
  { path, initialEntry, mocks = [], routes = [], children }: Options,
): RenderResult & {
  router: ReturnType<typeof createMemoryRouter>;
} {
  // The public pages' light client (lib/useGraphQL.ts) answers from the same mocks as Apollo's.
  clearGraphQLCache();
  const transport = mockTransport(mocks as ReadonlyArray<MockedResponse>);
  const apolloMocks = mocks.filter((m): m is MockLink.MockedResponse => !isPublicDocument(m.request.query));
  const router = createMemoryRouter([{ path, element, children }, ...routes], { initialEntries: [initialEntry] });
  const result = render(
    <I18nextProvider i18n={i18n}>
      <MockedProvider mocks={apolloMocks} cache={createCache()}>
        <GraphQLTransportProvider transport={transport}>
          <AvailabilityConnectorProvider connector={silentConnector}>
            <ThemeProvider theme={theme}>
              <RouterProvider router={router} />
            </ThemeProvider>
          </AvailabilityConnectorProvider>
        </GraphQLTransportProvider>
      </MockedProvider>
    </I18nextProvider>,
  );
  return { ...result, router };
}
