import { registerNamespace } from '../../../lib/i18n.ts';
import en from './en.json';
import fr from './fr.json';

// The 'vendorPage' texts load with the feature's code (see lib/i18n.ts).
registerNamespace('vendorPage', fr, en);
