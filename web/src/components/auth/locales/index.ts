import { registerNamespace } from '../../../lib/i18n.ts';

// The 'auth' texts (the login and sign-up forms shared by the auth pages and the public booking, and the
// auth pages' own) load with the code that shows them, not with the public pages (see lib/i18n.ts).
registerNamespace('auth', import.meta.glob('./*.json', { eager: true, import: 'default' }));
