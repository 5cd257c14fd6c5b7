import '../locales/index.ts';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EmailIcon from '@mui/icons-material/Email';
import ForumIcon from '@mui/icons-material/Forum';
import SmsIcon from '@mui/icons-material/Sms';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { palette } from '../../../lib/theme.ts';
import { usePageTitle } from '../../../lib/usePageTitle.ts';
import { inLanguage } from '../../../lib/urls.ts';
import { vendorSignUpUrl } from '../../auth/urls.ts';
import { homeUrl } from '../urls.ts';

/** Spec §1 marketing text: 3-month trial without a card, price per employee per month, SMS 0.15, integrations. */
export function ProPage() {
  const { t } = useTranslation('home');
  usePageTitle(t('pro.eyebrow'));
  const { lang } = useParams();
  const signUp = inLanguage(lang, vendorSignUpUrl());
  const included = t('pro.included', { returnObjects: true }) as unknown as string[];
  const integrations: [ReactNode, string, string][] = [
    [<EmailIcon key="e" />, t('pro.emailIntegration'), t('pro.emailIntegrationText')],
    [<ForumIcon key="c" />, t('pro.chatIntegration'), t('pro.chatIntegrationText')],
    [<CalendarMonthIcon key="i" />, t('pro.calendarIntegration'), t('pro.calendarIntegrationText')],
  ];
  return (
    <>
      <Box sx={{ bgcolor: palette.ink, color: '#fff' }}>
        <Container maxWidth="lg" sx={{ py: { xs: 7, md: 11 } }}>
          <Typography variant="overline" sx={{ color: palette.yellow, fontWeight: 700 }}>
            {t('pro.eyebrow')}
          </Typography>
          <Typography variant="h1" sx={{ maxWidth: 760, fontSize: { xs: '2rem', md: '3.25rem' }, mt: 1 }}>
            {t('pro.title')}
          </Typography>
          <Typography sx={{ mt: 2, maxWidth: 640, fontSize: '1.125rem', opacity: 0.85 }}>{t('pro.text')}</Typography>
          <Chip
            label={t('pro.trial')}
            data-testid="pro-trial"
            sx={{
              mt: 3,
              bgcolor: 'rgba(246, 201, 69, 0.15)',
              color: palette.yellow,
              fontWeight: 700,
              height: 'auto',
              py: 0.75,
              '& .MuiChip-label': { whiteSpace: 'normal' },
            }}
          />
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 4 }}>
            <Button component={RouterLink} to={signUp} variant="home-yellow" size="home" data-testid="pro-sign-up">
              {t('pro.cta')}
            </Button>
            <Button
              component={RouterLink}
              to={homeUrl()}
              variant="outlined"
              size="home"
              sx={{ color: '#fff', borderColor: 'rgba(255,255,255,0.5)' }}
            >
              {t('pro.demo')}
            </Button>
          </Box>
        </Container>
      </Box>

      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 9 } }}>
        <Typography variant="h2" sx={{ mb: 3 }}>
          {t('pro.pricingTitle')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}>
          <Paper variant="outlined" sx={{ p: 3.5 }} data-testid="pro-price">
            <Typography sx={{ fontSize: '2.5rem', fontWeight: 800 }}>{t('pro.priceAmount')}</Typography>
            <Typography sx={{ fontWeight: 600 }}>{t('pro.pricePerEmployee')}</Typography>
            <Typography color="textSecondary" sx={{ mt: 1 }}>
              {t('pro.priceNote')}
            </Typography>
          </Paper>
          <Paper variant="outlined" sx={{ p: 3.5 }} data-testid="pro-sms">
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main' }}>
              <SmsIcon />
              <Typography sx={{ fontWeight: 700 }}>{t('pro.smsTitle')}</Typography>
            </Box>
            <Typography sx={{ fontSize: '2.5rem', fontWeight: 800 }}>{t('pro.smsPrice')}</Typography>
            <Typography color="textSecondary">{t('pro.smsNote')}</Typography>
          </Paper>
          <Paper variant="outlined" sx={{ p: 3.5 }}>
            <Typography sx={{ fontWeight: 700, mb: 1 }}>{t('pro.includedTitle')}</Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
              {included.map((item) => (
                <Box component="li" key={item} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                  <CheckCircleIcon color="primary" fontSize="small" sx={{ mt: 0.25 }} />
                  <Typography variant="body2">{item}</Typography>
                </Box>
              ))}
            </Box>
          </Paper>
        </Box>

        <Typography variant="h2" sx={{ mt: 7, mb: 3 }}>
          {t('pro.integrationsTitle')}
        </Typography>
        <Box
          sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
          data-testid="pro-integrations"
        >
          {integrations.map(([icon, title, text]) => (
            <Paper key={title} variant="outlined" sx={{ p: 3 }}>
              <Box sx={{ color: 'primary.main', mb: 1, '& svg': { fontSize: 32 } }}>{icon}</Box>
              <Typography variant="h4" component="h3" gutterBottom>
                {title}
              </Typography>
              <Typography color="textSecondary">{text}</Typography>
            </Paper>
          ))}
        </Box>
      </Container>
    </>
  );
}
