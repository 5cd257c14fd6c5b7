import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FLOW_STEPS, type FlowStep } from '../flowState.ts';

interface FlowStepperProps {
  step: FlowStep;
  /** The furthest step the current choices allow. */
  reachable: FlowStep;
  onGo: (step: FlowStep) => void;
}

const LABELS = { 1: 'place', 2: 'resources', 3: 'customer', 4: 'dateTime' } as const;

/** The 4 staff steps; any step up to the furthest reachable one can be opened. */
export function FlowStepper({ step, reachable, onGo }: FlowStepperProps) {
  const { t } = useTranslation('frontDesk');
  return (
    <>
      <Typography variant="body2" color="textSecondary" sx={{ display: { xs: 'block', sm: 'none' }, mb: 1 }}>
        {t('flow.stepOf', { step })} · {t(`flow.steps.${LABELS[step]}`)}
      </Typography>
      <Stepper nonLinear activeStep={step - 1} sx={{ mb: 3, display: { xs: 'none', sm: 'flex' } }}>
        {FLOW_STEPS.map((s) => (
          <Step key={s} completed={s < step}>
            <StepButton
              onClick={() => onGo(s)}
              disabled={s > reachable}
              data-testid={`flow-step-${s}`}
              aria-current={s === step ? 'step' : undefined}
            >
              {t(`flow.steps.${LABELS[s]}`)}
            </StepButton>
          </Step>
        ))}
      </Stepper>
    </>
  );
}
