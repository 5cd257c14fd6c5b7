import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** The way back from the booking to the salon's page. */
export function BackToVendor({ vendorPath }: { vendorPath: string }) {
  const { t } = useTranslation('publicBooking');
  return (
    <Button
      component={RouterLink}
      to={vendorPath}
      variant="text"
      size="sm"
      startIcon={<ArrowBackIcon />}
      sx={{ mb: 1 }}
    >
      {t('backToVendor')}
    </Button>
  );
}
