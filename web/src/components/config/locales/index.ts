import { registerNamespace } from '../../../lib/i18n.ts';

// The configuration kit's texts load with its code, not with the public pages.
registerNamespace('config', import.meta.glob('./*.json', { eager: true, import: 'default' }));
