import { afterEach, describe, expect, it, vi } from 'vitest';

// The websocket client as graphql-ws builds it: its options are kept to read what a (re)connection sends.
const created: { connectionParams: () => Record<string, string> }[] = [];
vi.mock('graphql-ws', () => ({
  createClient: (options: { connectionParams: () => Record<string, string> }) => {
    created.push(options);
    return { subscribe: vi.fn(), on: vi.fn(), dispose: vi.fn(), terminate: vi.fn() };
  },
}));

const { wsLink } = await import('../subscriptions.ts');
const { i18n } = await import('../i18n.ts');

describe('live subscriptions', () => {
  afterEach(async () => {
    await i18n.changeLanguage('fr');
  });

  it('connect in the language on screen, so what arrives live (a service name) is in that language', async () => {
    wsLink();
    const options = created.at(-1)!;
    await i18n.changeLanguage('fr');
    expect(options.connectionParams()['accept-language']).toBe('fr');
    await i18n.changeLanguage('en');
    expect(options.connectionParams()['accept-language']).toBe('en');
    await i18n.changeLanguage('de');
    expect(options.connectionParams()['accept-language']).toBe('de');
  });
});
