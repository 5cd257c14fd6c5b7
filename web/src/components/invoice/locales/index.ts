import { registerNamespace } from '../../../lib/i18n.ts';

// An invoice's texts (its detail, statuses and payment methods) load with the code that shows it.
registerNamespace('invoice', import.meta.glob('./*.json', { eager: true, import: 'default' }));
