import type accountFr from '../features/account/locales/fr.json';
import type agendaFr from '../features/agenda/locales/fr.json';
import type authFr from '../features/auth/locales/fr.json';
import type homeFr from '../features/home/locales/fr.json';
import type vendorFr from '../features/vendor/locales/fr.json';
import type formsFr from '../lib/locales/forms/fr.json';
import type staffFr from '../components/staff/locales/fr.json';
import type { resources } from '../lib/i18n.ts';

// Typed translation keys: a typo in t('...') fails the type check instead of showing the key.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    // Every namespace, including those registered when their feature loads.
    resources: (typeof resources)['fr'] & {
      account: typeof accountFr;
      agenda: typeof agendaFr;
      auth: typeof authFr;
      home: typeof homeFr;
      vendor: typeof vendorFr;
      staff: typeof staffFr;
      forms: typeof formsFr;
    };
    returnNull: false;
  }
}
