import '../locales/index.ts';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/light/icons.tsx';
import { PLACE_OUTLINED } from '../icons.ts';
import { type PostalAddress, formatAddress, mapsSearchUrl } from '../../../domain/address.ts';

export function AddressLink({ address }: { address: PostalAddress }) {
  const { t } = useTranslation('vendorPage');
  return (
    <a
      className="lk-link vp-address-link"
      href={mapsSearchUrl(address)}
      target="_blank"
      rel="noopener noreferrer"
      title={t('addressLink')}
      data-testid="location-address"
    >
      <Icon path={PLACE_OUTLINED} size={20} />
      {formatAddress(address)}
    </a>
  );
}
