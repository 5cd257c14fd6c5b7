import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../router.tsx';

/** The deepest route matched by `path`, with its params and whether the page is drawn without MUI. */
function leaf(path: string) {
  const matches = matchRoutes(routes, path) ?? [];
  const last = matches.at(-1);
  const meta = [...matches].reverse().find((m) => (m.route.handle as { section?: string } | undefined)?.section);
  return {
    path: `/${matches.flatMap((m) => (m.route.path && m.route.path !== '/' ? [m.route.path] : [])).join('/')}`,
    params: last?.params ?? {},
    light: Boolean((meta?.route.handle as { light?: boolean } | undefined)?.light),
  };
}

describe('the route table', () => {
  it('tells the public pages apart, with or without a language prefix', () => {
    expect(leaf('/salon-demo/lausanne-centre/book')).toMatchObject({
      path: '/:vendorSlug/:locationSlug/book',
      params: { vendorSlug: 'salon-demo', locationSlug: 'lausanne-centre' },
    });
    expect(leaf('/de/salon-demo/lausanne-centre/book')).toMatchObject({
      path: '/:lang/:vendorSlug/:locationSlug/book',
      params: { lang: 'de', vendorSlug: 'salon-demo', locationSlug: 'lausanne-centre' },
    });
    expect(leaf('/it/salon-demo/lausanne-centre/services').params).toMatchObject({ lang: 'it' });
    expect(leaf('/salon-demo/book')).toMatchObject({ path: '/:vendorSlug/book', params: { vendorSlug: 'salon-demo' } });
    expect(leaf('/salon-demo/lausanne-centre')).toMatchObject({
      path: '/:vendorSlug/:locationSlug',
      params: { vendorSlug: 'salon-demo', locationSlug: 'lausanne-centre' },
    });
    expect(leaf('/agenda').path).toBe('/agenda');
  });

  it('draws only the public vendor and booking pages without MUI', () => {
    for (const path of [
      '/salon-demo/lausanne-centre',
      '/salon-demo/lausanne-centre/services',
      '/salon-demo/lausanne-centre/book',
      '/salon-demo/book',
      '/en/salon-demo/lausanne-centre/about',
    ]) {
      expect(leaf(path).light, path).toBe(true);
    }
    for (const path of ['/', '/login', '/agenda', '/customers', '/account', '/de/vendor-sign-up', '/settings/public']) {
      expect(leaf(path).light, path).toBe(false);
    }
  });
});
