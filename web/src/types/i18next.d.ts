import type { resources } from '../lib/i18n.ts';

// Typed translation keys: a typo in t('...') fails the type check instead of showing the key.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof resources)['fr'];
    returnNull: false;
  }
}
