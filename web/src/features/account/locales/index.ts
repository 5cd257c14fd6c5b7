import { registerNamespace } from '../../../lib/i18n.ts';

// The 'account' texts load with the feature's code (see lib/i18n.ts).
registerNamespace('account', import.meta.glob('./*.json', { eager: true, import: 'default' }));
