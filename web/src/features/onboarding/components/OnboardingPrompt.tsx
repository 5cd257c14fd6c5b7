import '../locales/index.ts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { EMPLOYEE_ACCOUNT_PATH } from '../../employee-account/urls.ts';
import { locationsUrl } from '../../locations/urls.ts';
import { servicesUrl } from '../../services/urls.ts';
import { timetablesUrl } from '../../timetables/urls.ts';
import { useActivateLiveMode, useOnboarding, type OnboardingStep } from '../../../domain/useOnboarding.ts';
import { helpUrl, onboardingUrl } from '../urls.ts';

export const STEP_URL: Record<OnboardingStep, () => string> = {
  location: () => locationsUrl({ name: 'ADD_LOCATION' }),
  service: () => servicesUrl({ name: 'ADD_SERVICE' }),
  timetable: () => timetablesUrl({ name: 'ADD_TIMETABLE' }),
};
const STEP_PATH: Record<OnboardingStep, string> = {
  location: locationsUrl(),
  service: servicesUrl(),
  timetable: timetablesUrl(),
};

/**
 * Spec §4: the onboarding prompt (next step) on any route except the next needed one and never on
 * the employee's own account pages; once complete and not live, the warning that offers live mode.
 * For the shell's layout to place above the staff screens.
 */
// On a phone the action goes on its own line under the text instead of squeezing it into a column.
const promptSx = {
  mb: 2,
  flexWrap: { xs: 'wrap', sm: 'nowrap' },
  '& .MuiAlert-message': { flex: '1 1 0', minWidth: 0 },
  '& .MuiAlert-action': {
    boxSizing: 'border-box',
    width: { xs: '100%', sm: 'auto' },
    justifyContent: 'flex-end',
    pt: { xs: 0, sm: 0.5 },
  },
  '& .MuiAlert-action .MuiButton-root': { whiteSpace: 'nowrap' },
} as const;

export function OnboardingPrompt() {
  const { t } = useTranslation('onboarding');
  const { pathname } = useLocation();
  const { admin, status, next, ready, live } = useOnboarding();
  const { activate, activating, confirmDialog } = useActivateLiveMode();
  if (!admin || !status || live || pathname.startsWith(EMPLOYEE_ACCOUNT_PATH) || pathname === onboardingUrl())
    return null;
  if (!ready && next) {
    if (pathname.startsWith(STEP_PATH[next])) return null;
    return (
      <Alert
        severity="info"
        sx={promptSx}
        data-testid="onboarding-prompt"
        action={
          <Button component={RouterLink} to={STEP_URL[next]()} size="sm" variant="text">
            {t(`steps.${next}.action`)}
          </Button>
        }
      >
        <AlertTitle>{t('prompt.title')}</AlertTitle>
        {t(`steps.${next}.text`)}
      </Alert>
    );
  }
  return (
    <>
      {confirmDialog}
      <LivePrompt activating={activating} onActivate={() => void activate()} />
    </>
  );
}

function LivePrompt({ activating, onActivate }: { activating: boolean; onActivate: () => void }) {
  const { t } = useTranslation('onboarding');
  return (
    <Alert
      severity="warning"
      sx={promptSx}
      data-testid="live-prompt"
      action={
        <Button size="sm" variant="text" disabled={activating} onClick={onActivate}>
          {t('live.activate')}
        </Button>
      }
    >
      <AlertTitle>{t('live.title')}</AlertTitle>
      {t('live.text')} <RouterLink to={helpUrl()}>{t('help.link')}</RouterLink>
    </Alert>
  );
}
