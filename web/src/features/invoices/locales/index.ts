import { registerNamespace } from '../../../lib/i18n.ts';

// The section's texts load with its code, not with the public pages.
registerNamespace('invoices', import.meta.glob('./*.json', { eager: true, import: 'default' }));
