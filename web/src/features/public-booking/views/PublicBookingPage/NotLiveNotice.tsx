import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BackToVendor } from '../../components/BackToVendor.tsx';
import { Notice } from '../../../../components/Notice.tsx';

/** Spec §4: no new booking before the salon is live (the server refuses one all the same). */
export function NotLiveNotice({ vendorName, vendorPath }: { vendorName: string; vendorPath: string }) {
  const { t } = useTranslation('publicBooking');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <BackToVendor vendorPath={vendorPath} />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 2 }}>
        {vendorName}
      </Typography>
      <Notice tone="info" data-testid="booking-not-live">
        {t('notLive')}
      </Notice>
    </Container>
  );
}
