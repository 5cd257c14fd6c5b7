import { registerNamespace } from '../../../lib/i18n.ts';
import en from './en.json';
import fr from './fr.json';

// An invoice's texts (its detail, statuses and payment methods) load with the code that shows it.
registerNamespace('invoice', fr, en);
