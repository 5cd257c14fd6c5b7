import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { vendorSignUpUrl } from '../../auth/urls.ts';
import { proUrl } from '../../home/urls.ts';

export function Footer() {
  const { t } = useTranslation();
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', mt: 'auto' }}>
      <Container
        maxWidth="lg"
        sx={{
          py: 3,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          justifyContent: 'space-between',
          color: 'text.secondary',
        }}
      >
        <Typography variant="body2">{t('footer.rights', { year: new Date().getFullYear() })}</Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Link component={RouterLink} to={proUrl()} variant="body2" color="inherit">
            {t('footer.pro')}
          </Link>
          <Link component={RouterLink} to={vendorSignUpUrl()} variant="body2" color="inherit">
            {t('footer.vendorSignUp')}
          </Link>
          <Typography variant="body2">{t('footer.madeIn')}</Typography>
        </Box>
      </Container>
    </Box>
  );
}
