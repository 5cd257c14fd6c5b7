import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/light/icons.tsx';
import { ARROW_BACK } from '../icons.ts';

/** The way back from the booking to the salon's page. */
export function BackToVendor({ vendorPath }: { vendorPath: string }) {
  const { t } = useTranslation('publicBooking');
  return (
    <Link to={vendorPath} className="lk-btn lk-btn-text lk-btn-sm pb-back">
      <Icon path={ARROW_BACK} />
      {t('backToVendor')}
    </Link>
  );
}
