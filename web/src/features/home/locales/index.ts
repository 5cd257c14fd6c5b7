import { registerNamespace } from '../../../lib/i18n.ts';

// The 'home' texts load with the feature's code (see lib/i18n.ts).
registerNamespace('home', import.meta.glob('./*.json', { eager: true, import: 'default' }));
