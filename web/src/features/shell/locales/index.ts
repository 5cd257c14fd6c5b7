import { registerNamespace } from '../../../lib/i18n.ts';
import en from './en.json';
import fr from './fr.json';

// Texts of the staff frame (sidebar, screens still to come) load with it, not with the public pages.
registerNamespace('shell', fr, en);
