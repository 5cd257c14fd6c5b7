import { registerNamespace } from '../../../lib/i18n.ts';

// Texts of the staff frame (sidebar, screens still to come) load with it, not with the public pages.
registerNamespace('shell', import.meta.glob('./*.json', { eager: true, import: 'default' }));
