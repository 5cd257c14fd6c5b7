import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { outcomeOf } from '../../../../components/scaffold/EntityForm.tsx';
import { pushAlert } from '../../../../lib/alerts.ts';
import { ADD_TO_WAITLIST } from '../../operations.ts';

interface WaitlistButtonProps {
  vendorId: number;
  locationId: number;
  serviceIds: number[];
  customerId: number;
  employeeId: number | null;
  date: string;
}

/** No time that suits the customer on the day: staff put them on the waitlist for it. */
export function WaitlistButton(props: WaitlistButtonProps) {
  const { t } = useTranslation('frontDesk');
  const [join, { loading }] = useMutation(ADD_TO_WAITLIST);
  const add = async () => {
    const { data, error } = await join({
      variables: {
        input: {
          vendorId: props.vendorId,
          locationId: props.locationId,
          serviceIds: props.serviceIds,
          customerId: props.customerId,
          employeeId: props.employeeId,
          dateFrom: props.date,
          dateTo: props.date,
        },
      },
    });
    const outcome = outcomeOf(data?.joinWaitlist, ['WaitlistEntry'], error);
    pushAlert(
      outcome.ok
        ? { type: 'success', message: t('flow.waitlistAdded') }
        : { type: 'danger', message: outcome.failure.message },
    );
  };
  return (
    <Button variant="text" disabled={loading} onClick={() => void add()} data-testid="flow-waitlist">
      {t('flow.waitlistAdd')}
    </Button>
  );
}
