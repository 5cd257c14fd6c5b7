import '../locales/index.ts';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../components/scaffold/PageHeader.tsx';
import { StaffPage } from '../../../components/scaffold/StaffPage.tsx';
import { onboardingUrl } from '../urls.ts';

const TOPICS = ['setup', 'book', 'close', 'live'] as const;

/** /help: how to set up, book, close a booking and go live (fr and en). */
export function HelpPage() {
  const { t } = useTranslation('onboarding');
  return (
    <StaffPage>
      <PageHeader title={t('help.title')} subtitle={t('help.subtitle')} />
      <Box sx={{ maxWidth: 820 }} data-testid="help">
        {TOPICS.map((topic, i) => (
          <Accordion key={topic} defaultExpanded={i === 0} disableGutters>
            <AccordionSummary
              expandIcon={<ExpandMoreIcon />}
              aria-controls={`help-${topic}`}
              id={`help-${topic}-header`}
            >
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                {t(`help.${topic}.title`)}
              </Typography>
            </AccordionSummary>
            <AccordionDetails id={`help-${topic}`}>
              <Box component="ol" sx={{ pl: 2.5, m: 0, '& li': { mb: 1 } }}>
                {(t(`help.${topic}.steps`, { returnObjects: true }) as string[]).map((line) => (
                  <li key={line}>
                    <Typography variant="body2">{line}</Typography>
                  </li>
                ))}
              </Box>
              {topic === 'setup' || topic === 'live' ? (
                <Typography variant="body2" sx={{ mt: 1 }}>
                  <RouterLink to={onboardingUrl()}>{t('help.checklist')}</RouterLink>
                </Typography>
              ) : null}
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
    </StaffPage>
  );
}
