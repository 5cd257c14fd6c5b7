import '../locales/index.ts';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ErrorState } from '../../../components/ErrorState.tsx';
import { PageHeader } from '../../../components/scaffold/PageHeader.tsx';
import { StaffPage } from '../../../components/scaffold/StaffPage.tsx';
import { employeesUrl } from '../../employees/urls.ts';
import { settingsUrl } from '../../settings/urls.ts';
import { vendorLocationUrl } from '../../vendor-page/urls.ts';
import { workplacesUrl } from '../../workplaces/urls.ts';
import { STEP_URL } from '../components/OnboardingPrompt.tsx';
import { type OnboardingStep, useActivateLiveMode, useOnboarding } from '../../../domain/useOnboarding.ts';
import { helpUrl } from '../urls.ts';

const STEPS: OnboardingStep[] = ['location', 'service', 'timetable'];

/** /onboarding (admin): the checklist before going live, the next step highlighted, and live mode. */
export function OnboardingPage() {
  const { t } = useTranslation('onboarding');
  const { status, loading, error, refetch, next, ready, live, vendor, hasWorkplaces } = useOnboarding();
  const { activate, activating, confirmDialog } = useActivateLiveMode();
  const done: Record<OnboardingStep, boolean> = {
    location: Boolean(status?.hasLocation),
    service: Boolean(status?.hasService),
    timetable: Boolean(status?.hasTimetable),
  };
  const publicUrl = vendor?.locations[0] ? vendorLocationUrl(vendor.slug, vendor.locations[0].slug) : null;

  let body: React.ReactNode;
  if (error && !status) body = <ErrorState error={error} onRetry={() => void refetch()} />;
  else if (loading || !status) body = <Skeleton variant="rounded" height={280} />;
  else {
    body = (
      <Stack spacing={2}>
        {!live ? (
          <Alert severity="info">
            <AlertTitle>{t('info.title')}</AlertTitle>
            {t('info.text')} <RouterLink to={helpUrl()}>{t('help.link')}</RouterLink>
          </Alert>
        ) : null}
        <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="onboarding-checklist">
          {STEPS.map((step, i) => {
            const current = step === next;
            return (
              <Paper
                key={step}
                component="li"
                variant="outlined"
                data-testid={`onboarding-step-${step}`}
                data-state={done[step] ? 'done' : current ? 'next' : 'todo'}
                aria-current={current ? 'step' : undefined}
                sx={{
                  p: 2,
                  display: 'flex',
                  gap: 2,
                  alignItems: 'center',
                  flexWrap: 'wrap',
                  borderColor: current ? 'primary.main' : undefined,
                  borderWidth: current ? 2 : 1,
                  bgcolor: current ? 'action.hover' : undefined,
                }}
              >
                {done[step] ? (
                  <CheckCircleIcon color="success" />
                ) : (
                  <RadioButtonUncheckedIcon color={current ? 'primary' : 'disabled'} />
                )}
                <Box sx={{ flex: 1, minWidth: 200 }}>
                  <Typography sx={{ fontWeight: 600 }}>
                    {i + 1}. {t(`steps.${step}.title`)}
                  </Typography>
                  <Typography variant="body2" color="textSecondary">
                    {done[step] ? t('done') : t(`steps.${step}.text`)}
                  </Typography>
                </Box>
                <Button
                  component={RouterLink}
                  to={STEP_URL[step]()}
                  variant={current ? 'primary' : 'outlined'}
                  size="sm"
                >
                  {done[step] ? t('addAnother') : t(`steps.${step}.action`)}
                </Button>
              </Paper>
            );
          })}
          <Paper
            component="li"
            variant="outlined"
            sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
          >
            {hasWorkplaces ? <CheckCircleIcon color="success" /> : <RadioButtonUncheckedIcon color="disabled" />}
            <Box sx={{ flex: 1, minWidth: 200 }}>
              <Typography sx={{ fontWeight: 600 }}>{t('optional.title')}</Typography>
              <Typography variant="body2" color="textSecondary">
                {t('optional.text')}
              </Typography>
            </Box>
            <Stack direction="row" spacing={1}>
              <Button component={RouterLink} to={employeesUrl()} variant="text" size="sm">
                {t('optional.employees')}
              </Button>
              <Button component={RouterLink} to={workplacesUrl()} variant="text" size="sm">
                {t('optional.workplaces')}
              </Button>
              <Button component={RouterLink} to={settingsUrl('public')} variant="text" size="sm">
                {t('optional.public')}
              </Button>
            </Stack>
          </Paper>
        </Stack>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="live-mode">
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
            <RocketLaunchIcon color={live ? 'success' : 'primary'} />
            <Typography variant="h6" component="h2">
              {t('live.heading')}
            </Typography>
          </Stack>
          {live ? (
            <Typography>
              {t('live.isLive')}{' '}
              {publicUrl ? (
                <RouterLink to={publicUrl} data-testid="public-page-link">
                  {t('live.publicPage')}
                </RouterLink>
              ) : null}
            </Typography>
          ) : ready ? (
            <>
              <Alert severity="warning" sx={{ mb: 2 }}>
                {t('live.text')}
              </Alert>
              <Button
                variant="primary"
                onClick={() => void activate()}
                disabled={activating}
                data-testid="activate-live"
              >
                {t('live.activate')}
              </Button>
            </>
          ) : (
            <Typography color="textSecondary">{t('live.notReady')}</Typography>
          )}
        </Paper>
      </Stack>
    );
  }

  return (
    <StaffPage>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {body}
      {confirmDialog}
    </StaffPage>
  );
}
