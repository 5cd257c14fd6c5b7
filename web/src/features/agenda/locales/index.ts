import { registerNamespace } from '../../../lib/i18n.ts';

// The 'agenda' texts load with the feature's code (see lib/i18n.ts).
registerNamespace('agenda', import.meta.glob('./*.json', { eager: true, import: 'default' }));
