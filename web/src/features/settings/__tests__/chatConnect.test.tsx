// The team-chat OAuth redirect on /settings/integrations: ?code&state completes the connection once
// and leaves the URL; a refusal by the server or the provider is shown as an error.
import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { alertsAtom, clearAlerts } from '../../../lib/alerts.ts';
import { authStore } from '../../../lib/auth.ts';
import { i18n } from '../../../lib/i18n.ts';
import { renderPage } from '../../../test/renderWithProviders.tsx';
import { ChatOAuthReturn, COMPLETE_CHAT_MUTATION } from '../views/ChatConnect.tsx';

const completed = (typename: 'ChatIntegration' | 'ValidationError') => ({
  request: { query: COMPLETE_CHAT_MUTATION, variables: { vendorId: 10, code: 'abc', state: 'st-1' } },
  result: {
    data: {
      completeChatIntegration:
        typename === 'ChatIntegration'
          ? { __typename: 'ChatIntegration' as const, vendorId: 10, connected: true, state: null }
          : { __typename: 'ValidationError' as const, message: 'Cette demande de connexion est inconnue', errors: {} },
    },
  },
});

const alerts = () => authStore.get(alertsAtom).map((a) => `${a.type}:${a.message}`);

describe('team-chat OAuth return', () => {
  beforeEach(async () => {
    clearAlerts();
    await i18n.changeLanguage('en');
  });

  it('completes with the code and state, then removes them from the URL', async () => {
    const { router } = renderPage(<ChatOAuthReturn vendorId={10} />, {
      path: '/settings/integrations',
      initialEntry: '/settings/integrations?code=abc&state=st-1',
      mocks: [completed('ChatIntegration')],
    });
    await waitFor(() => expect(alerts()).toContain('success:Team chat connected.'));
    expect(router.state.location.search).toBe('');
  });

  it('shows the server refusal', async () => {
    renderPage(<ChatOAuthReturn vendorId={10} />, {
      path: '/settings/integrations',
      initialEntry: '/settings/integrations?code=abc&state=st-1',
      mocks: [completed('ValidationError')],
    });
    await waitFor(() => expect(alerts()).toContain('danger:Cette demande de connexion est inconnue'));
  });

  it('shows a provider refusal without calling the server', async () => {
    const { router } = renderPage(<ChatOAuthReturn vendorId={10} />, {
      path: '/settings/integrations',
      initialEntry: '/settings/integrations?error=access_denied&state=st-1',
      mocks: [],
    });
    await waitFor(() => expect(alerts()).toContain('danger:The team workspace did not authorise the connection.'));
    expect(router.state.location.search).toBe('');
  });
});
