// Side panels in the URL (lib/panels.ts): `?panel=EDIT_SERVICE&id=3`.
export const PANEL_PARAM = 'panel';
export const PANEL_ID_PARAM = 'id';

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** `path?a=1&b=2`, leaving out empty values; arrays repeat their key. */
export function withQuery(path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const v of value) params.append(key, String(v));
    else params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

// The routes shared code goes to (the navigation guard); the sections build theirs in their own urls.ts.
export const AGENDA_PATH = '/agenda';
export const DEFAULT_VIEW_TYPE = 'employee';

/** The login page (after a session ended). */
export const loginUrl = (): string => '/login';

/** `/login?redirect=/agenda`: slashes are legal in a query and keep the URL readable. */
export function loginPathFor(redirect: string): string {
  return `/login?redirect=${encodeURIComponent(redirect).replace(/%2F/gi, '/')}`;
}

export function agendaPath(viewType: string = DEFAULT_VIEW_TYPE): string {
  return `${AGENDA_PATH}?viewType=${viewType}`;
}

/** A path under an optional `:lang` prefix: `/en/vendor-sign-up`, or the path itself without a language. */
export const inLanguage = (lang: string | undefined, path: string): string => (lang ? `/${lang}${path}` : path);

/** The query of one open panel, e.g. `panel=EDIT_SERVICE&id=3`. */
export function panelQuery(name: string, id?: string | number): string {
  const params = new URLSearchParams();
  params.append(PANEL_PARAM, name);
  params.append(PANEL_ID_PARAM, id === undefined ? '' : String(id));
  return params.toString();
}

/** A configuration list, optionally with one side panel open: `/services?panel=EDIT_SERVICE&id=3`. */
export function collectionUrl(path: string, panel?: { name: string; id?: string | number }): string {
  return panel ? `${path}?${panelQuery(panel.name, panel.id)}` : path;
}
