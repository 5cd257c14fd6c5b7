import '../locales/index.ts';
import BoltIcon from '@mui/icons-material/Bolt';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import PlaceIcon from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { palette } from '../../../lib/theme.ts';

export const DEMO_VENDOR_PATH = '/salon-demo/lausanne-centre';

function Feature({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <Box sx={{ p: 3, borderRadius: 4, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}>
      <Box sx={{ color: 'primary.main', mb: 1, '& svg': { fontSize: 32 } }}>{icon}</Box>
      <Typography variant="h4" component="h2" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  );
}

export function HomePage() {
  const { t } = useTranslation('home');
  return (
    <>
      <Box
        sx={{
          background: `linear-gradient(135deg, ${palette.teal} 0%, ${palette.tealDark} 60%, ${palette.plum} 140%)`,
          color: '#fff',
        }}
      >
        <Container maxWidth="lg" sx={{ py: { xs: 8, md: 12 } }}>
          <Typography variant="h1" sx={{ maxWidth: 720, fontSize: { xs: '2rem', md: '3rem' } }}>
            {t('heroTitle')}
          </Typography>
          <Typography sx={{ mt: 2, maxWidth: 620, fontSize: '1.125rem', opacity: 0.9 }}>{t('heroText')}</Typography>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 4 }}>
            <Button
              component={RouterLink}
              to={DEMO_VENDOR_PATH}
              variant="home-yellow"
              size="home"
              data-testid="demo-vendor-link"
            >
              {t('demoCta')}
            </Button>
            <Button component={RouterLink} to="/pro" variant="home-dark" size="home">
              {t('loginCta')}
            </Button>
          </Box>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          <Feature icon={<EventAvailableIcon />} title={t('features.bookTitle')} text={t('features.bookText')} />
          <Feature icon={<BoltIcon />} title={t('features.agendaTitle')} text={t('features.agendaText')} />
          <Feature icon={<PlaceIcon />} title={t('features.swissTitle')} text={t('features.swissText')} />
        </Box>
      </Container>
    </>
  );
}
