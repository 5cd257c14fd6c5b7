// The team-chat OAuth flow on /settings/integrations: "Connect" starts it on the server and opens the
// provider's authorize page; the provider redirects back here with ?code&state, which completes it.
import '../locales/index.ts';
import { useMutation } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../../lib/useSearchParams.ts';
import { graphql } from '../../../gql';
import { pushAlert } from '../../../lib/alerts.ts';

export const CONNECT_CHAT_MUTATION = graphql(`
  mutation ConnectChatIntegration($vendorId: Int!) {
    startChatIntegration(vendorId: $vendorId) { vendorId connected state authorizeUrl }
  }
`);

export const COMPLETE_CHAT_MUTATION = graphql(`
  mutation CompleteChatIntegration($vendorId: Int!, $code: String!, $state: String!) {
    completeChatIntegration(vendorId: $vendorId, code: $code, state: $state) {
      __typename
      ... on ChatIntegration { vendorId connected state }
      ...MutationErrors @unmask
    }
  }
`);

const refetchQueries = ['ChatIntegrationState'];

/** Starts the connection and sends the browser to the provider (or says it is not configured). */
export function useChatConnect(vendorId: number | undefined) {
  const { t } = useTranslation('settings');
  const [start, { loading }] = useMutation(CONNECT_CHAT_MUTATION, { refetchQueries });
  const connect = async () => {
    if (!vendorId) return;
    const { data, error } = await start({ variables: { vendorId } });
    const url = data?.startChatIntegration.authorizeUrl;
    if (error) pushAlert({ type: 'danger', message: error.message });
    else if (url) window.location.assign(url);
    else pushAlert({ type: 'warning', message: t('integrations.notConfigured') });
  };
  return { connect, connecting: loading };
}

/** Completes the provider's redirect (?code&state) once, then drops them from the URL. */
export function ChatOAuthReturn({ vendorId }: { vendorId: number | undefined }) {
  const { t } = useTranslation('settings');
  const [params, setParams] = useSearchParams();
  const [complete] = useMutation(COMPLETE_CHAT_MUTATION, { refetchQueries });
  const done = useRef(false);
  const code = params.get('code');
  const state = params.get('state');
  const providerError = params.get('error');

  useEffect(() => {
    if (!vendorId || done.current || (!code && !providerError)) return;
    done.current = true;
    const clean = () =>
      setParams(
        (p) => {
          for (const k of ['code', 'state', 'error', 'error_description']) p.delete(k);
          return p;
        },
        { replace: true },
      );
    if (providerError || !code || !state) {
      pushAlert({ type: 'danger', message: t('integrations.refused') });
      clean();
      return;
    }
    void complete({ variables: { vendorId, code, state } }).then(({ data, error }) => {
      const result = data?.completeChatIntegration;
      if (result?.__typename === 'ChatIntegration')
        pushAlert({ type: 'success', message: t('integrations.connectedNow') });
      else
        pushAlert({
          type: 'danger',
          message: error?.message ?? (result && 'message' in result ? result.message : t('integrations.refused')),
        });
      clean();
    });
  }, [vendorId, code, state, providerError, complete, setParams, t]);
  return null;
}
