import { registerNamespace } from '../../../lib/i18n.ts';

// The 'waitlist' texts load with the feature's code (see lib/i18n.ts).
registerNamespace('waitlist', import.meta.glob('./*.json', { eager: true, import: 'default' }));
