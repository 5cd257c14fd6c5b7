import '../locales/index.ts';
import { useTranslation } from 'react-i18next';
import { Placeholder } from './Placeholder.tsx';

export type ScreenKey =
  | 'myAccountEmployee'
  | 'customers'
  | 'customerView'
  | 'customerMerge'
  | 'employees'
  | 'bookingAdd'
  | 'bookingEdit'
  | 'bookingConfirmation'
  | 'vouchers'
  | 'timetables'
  | 'cashClosing'
  | 'services'
  | 'workplaces'
  | 'machines'
  | 'regions'
  | 'closedDates'
  | 'locations'
  | 'settings'
  | 'invoices'
  | 'closedBookings'
  | 'reports'
  | 'onboarding'
  | 'help';

/** A staff/admin route whose screen comes with its own issue. */
export function ScreenPlaceholder({ screen }: { screen: ScreenKey }) {
  const { t } = useTranslation('staff');
  return <Placeholder title={t(`screens.${screen}.title`)} what={t(`screens.${screen}.what`)} />;
}
