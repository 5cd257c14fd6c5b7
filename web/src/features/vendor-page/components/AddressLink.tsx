import '../locales/index.ts';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { type PostalAddress, formatAddress, mapsSearchUrl } from '../../../domain/address.ts';

export function AddressLink({ address }: { address: PostalAddress }) {
  const { t } = useTranslation('vendorPage');
  return (
    <Link
      href={mapsSearchUrl(address)}
      target="_blank"
      rel="noopener noreferrer"
      title={t('addressLink')}
      data-testid="location-address"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      <PlaceOutlinedIcon fontSize="small" aria-hidden />
      {formatAddress(address)}
    </Link>
  );
}
