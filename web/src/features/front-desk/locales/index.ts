import { registerNamespace } from '../../../lib/i18n.ts';
import en from './en.json';
import fr from './fr.json';

// The section's texts load with its code, not with the public pages.
registerNamespace('frontDesk', fr, en);
