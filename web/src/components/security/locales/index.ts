import { registerNamespace } from '../../../lib/i18n.ts';

// The 'security' texts (sessions and two-step login) load with the account pages and the login.
registerNamespace('security', import.meta.glob('./*.json', { eager: true, import: 'default' }));
