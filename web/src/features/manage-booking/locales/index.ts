import { registerNamespace } from '../../../lib/i18n.ts';

// The 'manageBooking' texts load with the feature's code (see lib/i18n.ts).
registerNamespace('manageBooking', import.meta.glob('./*.json', { eager: true, import: 'default' }));
