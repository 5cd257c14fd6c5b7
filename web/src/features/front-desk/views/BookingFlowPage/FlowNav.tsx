import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { type FlowStep, nextStep, previousStep } from '../../flowState.ts';

interface FlowNavProps {
  step: FlowStep;
  goStep: (step: FlowStep) => void;
  canContinue: boolean;
  /** Said beside the disabled Continue button. */
  hint?: string;
}

/** Back and Continue under steps 1 to 3. */
export function FlowNav({ step, goStep, canContinue, hint }: FlowNavProps) {
  const { t } = useTranslation('frontDesk');
  return (
    <Box sx={{ display: 'flex', gap: 1, mt: 3, alignItems: 'center', flexWrap: 'wrap' }}>
      {step > 1 ? (
        <Button variant="text" onClick={() => goStep(previousStep(step))} data-testid="flow-back">
          {t('flow.back')}
        </Button>
      ) : null}
      <Box sx={{ flex: 1 }} />
      {!canContinue && hint ? (
        <Typography variant="body2" color="textSecondary">
          {hint}
        </Typography>
      ) : null}
      {step < 4 ? (
        <Button
          variant="primary"
          disabled={!canContinue}
          onClick={() => goStep(nextStep(step))}
          data-testid="flow-continue"
        >
          {t('flow.continue')}
        </Button>
      ) : null}
    </Box>
  );
}
