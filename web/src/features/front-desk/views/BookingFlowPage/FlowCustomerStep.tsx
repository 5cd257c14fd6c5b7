import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { CustomerStep } from '../CustomerStep.tsx';
import { CommentField } from './CommentField.tsx';
import { FlowNav } from './FlowNav.tsx';
import type { FlowSteps } from './useFlowSteps.ts';
import type { FlowUrl } from './useFlowUrl.ts';

interface FlowCustomerStepProps {
  flow: FlowSteps;
  comments: FlowUrl['comments'];
  setComments: FlowUrl['setComments'];
}

/** Step 3: the customer, and the public and private comments. */
export function FlowCustomerStep({ flow, comments, setComments }: FlowCustomerStepProps) {
  const { t } = useTranslation('frontDesk');
  const { state, update, goStep } = flow;
  return (
    <Box component="section" aria-label={t('flow.steps.customer')}>
      <CustomerStep customerId={state.customerId} onChoose={(customerId) => update({ customerId })} />
      <Stack spacing={2} sx={{ mt: 3 }}>
        <CommentField
          label={t('flow.comment')}
          value={comments.comment}
          onChange={(comment) => setComments({ ...comments, comment })}
          onLeave={() => update({})}
          testId="flow-comment"
        />
        <CommentField
          label={t('flow.privateComment')}
          value={comments.privateComment}
          onChange={(privateComment) => setComments({ ...comments, privateComment })}
          onLeave={() => update({})}
          testId="flow-private-comment"
        />
      </Stack>
      <FlowNav
        step={state.step}
        goStep={goStep}
        canContinue={state.customerId !== null}
        hint={t('flow.chooseCustomer')}
      />
    </Box>
  );
}
