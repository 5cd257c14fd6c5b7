import { useTranslation } from 'react-i18next';
import { BackToVendor } from '../../components/BackToVendor.tsx';
import { Notice } from '../../../../components/Notice.tsx';

/** Spec §4: no new booking before the salon is live (the server refuses one all the same). */
export function NotLiveNotice({ vendorName, vendorPath }: { vendorName: string; vendorPath: string }) {
  const { t } = useTranslation('publicBooking');
  return (
    <div className="lk-container lk-container-md pb-page">
      <BackToVendor vendorPath={vendorPath} />
      <h1 className="lk-h1 pb-title pb-mb-2">{vendorName}</h1>
      <Notice tone="info" data-testid="booking-not-live">
        {t('notLive')}
      </Notice>
    </div>
  );
}
