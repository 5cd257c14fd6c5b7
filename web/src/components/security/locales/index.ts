import { registerNamespace } from '../../../lib/i18n.ts';
import en from './en.json';
import fr from './fr.json';

// The 'security' texts (sessions and two-step login) load with the account pages and the login.
registerNamespace('security', fr, en);
