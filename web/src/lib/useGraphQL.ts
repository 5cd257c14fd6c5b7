import {
  createContext,
  createElement,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import { onLogout } from './auth.ts';
import { execute, fetchTransport, operationName, type PublicDocument, type Transport } from './graphqlRequest.ts';
import { i18n } from './i18n.ts';

// React hooks over lib/graphqlRequest.ts for the public pages: the subset of Apollo's useQuery and
// useMutation they use (variables, skip, fetch policies, refetch), with a small per-operation cache.

const TransportContext = createContext<Transport>(fetchTransport);

/** Replaces the fetch transport below it (tests answer from mocks). */
export function GraphQLTransportProvider({ transport, children }: { transport: Transport; children?: ReactNode }) {
  return createElement(TransportContext.Provider, { value: transport }, children);
}

/** Results by operation and variables: a page shown again starts from what it last received. */
const cache = new Map<string, unknown>();
// A new identity must not see the previous one's data; names and descriptions come in the request language.
onLogout(() => cache.clear());
i18n.on('languageChanged', () => cache.clear());

/** Drops every cached result (a language change, a new session). */
export function clearGraphQLCache(): void {
  cache.clear();
}

/** JSON with sorted keys: the same variables always give the same cache key. */
function stableKey(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

export type FetchPolicy = 'cache-first' | 'cache-and-network' | 'network-only';

export interface QueryOptions<TVariables> {
  variables?: TVariables;
  skip?: boolean;
  /** cache-first (default): a cached result, else a request; cache-and-network: both; network-only: a request. */
  fetchPolicy?: FetchPolicy;
}

export interface QueryResult<TData> {
  data: TData | undefined;
  loading: boolean;
  error: Error | undefined;
  refetch: () => Promise<void>;
}

interface State<TData> {
  key: string | null;
  data: TData | undefined;
  loading: boolean;
  error: Error | undefined;
}

export function useGraphQLQuery<TData, TVariables>(
  document: PublicDocument<TData, TVariables>,
  { variables, skip = false, fetchPolicy = 'cache-first' }: QueryOptions<TVariables> = {},
): QueryResult<TData> {
  const transport = useContext(TransportContext);
  const key = skip
    ? null
    : `${operationName(document as PublicDocument<unknown, never>)}:${stableKey(variables ?? {})}`;
  const cached = (k: string | null) =>
    (k !== null && fetchPolicy !== 'network-only' ? cache.get(k) : undefined) as TData | undefined;
  const needsRequest = (k: string | null) => k !== null && (fetchPolicy !== 'cache-first' || !cache.has(k));
  const initial = (k: string | null): State<TData> => ({
    key: k,
    data: cached(k),
    loading: needsRequest(k),
    error: undefined,
  });
  const [state, setState] = useState<State<TData>>(() => initial(key));
  // The latest request wins: an answer to older variables is dropped.
  const latest = useRef(0);
  const args = useRef({ document, variables, transport });
  args.current = { document, variables, transport };

  const run = useCallback((k: string) => {
    const id = ++latest.current;
    const { document: doc, variables: vars, transport: send } = args.current;
    setState((s) => (s.key === k ? { ...s, loading: true } : s));
    return execute(doc, vars, send).then(
      (data) => {
        cache.set(k, data);
        // The screen that the answer fills renders as a transition: in slices that leave the main
        // thread free between them (on a phone, one block of rendering would hold every tap meanwhile).
        if (id === latest.current) startTransition(() => setState({ key: k, data, loading: false, error: undefined }));
      },
      (error: unknown) => {
        if (id !== latest.current) return;
        setState((s) => ({
          key: k,
          data: s.key === k ? s.data : undefined,
          loading: false,
          error: error instanceof Error ? error : new Error(String(error)),
        }));
      },
    );
  }, []);

  // New variables (or skip lifted): start from the cache, and ask the server as the policy says.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the document and variables.
  useEffect(() => {
    if (key === null) {
      latest.current += 1;
      setState(initial(null));
      return;
    }
    setState((s) => (s.key === key ? { ...s, loading: needsRequest(key) } : initial(key)));
    if (needsRequest(key)) void run(key);
  }, [key, run]);

  // Names and descriptions come back in the request language: reload what is on screen.
  useEffect(() => {
    if (key === null) return undefined;
    const reload = () => void run(key);
    i18n.on('languageChanged', reload);
    return () => i18n.off('languageChanged', reload);
  }, [key, run]);

  const refetch = useCallback(() => (key === null ? Promise.resolve() : run(key)), [key, run]);
  // Until the effect has caught up with new variables, show what the cache holds for them.
  const current = state.key === key ? state : initial(key);
  return { data: current.data, loading: current.loading, error: current.error, refetch };
}

/** Runs operations imperatively (a mutation, a verification query) through the current transport. */
export function useGraphQLClient(): {
  request: <TData, TVariables>(document: PublicDocument<TData, TVariables>, variables?: TVariables) => Promise<TData>;
} {
  const transport = useContext(TransportContext);
  const request = useCallback(
    <TData, TVariables>(document: PublicDocument<TData, TVariables>, variables?: TVariables) =>
      execute(document, variables, transport),
    [transport],
  );
  return { request };
}
