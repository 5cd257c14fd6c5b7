import { registerNamespace } from '../../../lib/i18n.ts';

// The 'vendorPage' texts load with the feature's code (see lib/i18n.ts).
registerNamespace('vendorPage', import.meta.glob('./*.json', { eager: true, import: 'default' }));
