import type accountFr from '../features/account/locales/fr.json';
import type agendaFr from '../features/agenda/locales/fr.json';
import type authFr from '../components/auth/locales/fr.json';
import type homeFr from '../features/home/locales/fr.json';
import type vendorPageFr from '../features/vendor-page/locales/fr.json';
import type { ValidationKey } from '@salon/shared/messages';
import type formsFr from '../lib/locales/forms/fr.json';
import type shellFr from '../features/shell/locales/fr.json';
import type frontDeskFr from '../features/front-desk/locales/fr.json';
import type customersFr from '../features/customers/locales/fr.json';
import type vouchersFr from '../features/vouchers/locales/fr.json';
import type invoicesFr from '../features/invoices/locales/fr.json';
import type invoiceFr from '../components/invoice/locales/fr.json';
import type reportsFr from '../features/reports/locales/fr.json';
import type employeesFr from '../features/employees/locales/fr.json';
import type timetablesFr from '../features/timetables/locales/fr.json';
import type servicesFr from '../features/services/locales/fr.json';
import type workplacesFr from '../features/workplaces/locales/fr.json';
import type machinesFr from '../features/machines/locales/fr.json';
import type regionsFr from '../features/regions/locales/fr.json';
import type locationsFr from '../features/locations/locales/fr.json';
import type closedDatesFr from '../features/closed-dates/locales/fr.json';
import type settingsFr from '../features/settings/locales/fr.json';
import type configFr from '../components/config/locales/fr.json';
import type onboardingFr from '../features/onboarding/locales/fr.json';
import type employeeAccountFr from '../features/employee-account/locales/fr.json';
import type manageBookingFr from '../features/manage-booking/locales/fr.json';
import type commonFr from '../lib/locales/fr.json';
import type publicBookingFr from '../features/public-booking/locales/fr.json';
import type securityFr from '../components/security/locales/fr.json';
import type waitlistFr from '../features/waitlist/locales/fr.json';

// Typed translation keys: a typo in t('...') fails the type check instead of showing the key.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    // Every namespace, including those registered when their feature loads.
    resources: {
      common: typeof commonFr;
      publicBooking: typeof publicBookingFr;
      account: typeof accountFr;
      agenda: typeof agendaFr;
      auth: typeof authFr;
      home: typeof homeFr;
      vendorPage: typeof vendorPageFr;
      shell: typeof shellFr;
      forms: typeof formsFr & { validation: Record<ValidationKey, string> };
      frontDesk: typeof frontDeskFr;
      customers: typeof customersFr;
      vouchers: typeof vouchersFr;
      invoices: typeof invoicesFr;
      invoice: typeof invoiceFr;
      reports: typeof reportsFr;
      employees: typeof employeesFr;
      timetables: typeof timetablesFr;
      services: typeof servicesFr;
      workplaces: typeof workplacesFr;
      machines: typeof machinesFr;
      regions: typeof regionsFr;
      locations: typeof locationsFr;
      closedDates: typeof closedDatesFr;
      settings: typeof settingsFr;
      config: typeof configFr;
      onboarding: typeof onboardingFr;
      employeeAccount: typeof employeeAccountFr;
      security: typeof securityFr;
      manageBooking: typeof manageBookingFr;
      waitlist: typeof waitlistFr;
    };
    returnNull: false;
  }
}
