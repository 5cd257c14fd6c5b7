import { useQuery } from '@apollo/client/react';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { getFragmentData } from '../../../gql/fragment-masking.ts';
import { formatPhone } from '../../../domain/phone.ts';
import { customerUrl } from '../../customers/urls.ts';
import { BOOKING_CUSTOMER_FIELDS, BOOKING_CUSTOMER_QUERY } from '../operations.ts';

/** The booking's customer: name (to their record), phones in Swiss format, e-mail. */
export function BookingCustomerCard({ customerId }: { customerId: number }) {
  const { data, loading } = useQuery(BOOKING_CUSTOMER_QUERY, { variables: { id: customerId } });
  if (loading && !data) return <Skeleton width={200} />;
  const ref = data?.customer;
  if (!ref) return null;
  const customer = getFragmentData(BOOKING_CUSTOMER_FIELDS, ref);
  const phones = [customer.phoneMobile, customer.phoneProMobile, customer.phoneHome, customer.phoneWork]
    .filter((p): p is string => !!p)
    .map(formatPhone);
  return (
    <>
      <Link
        component={RouterLink}
        to={customerUrl(customer.id)}
        sx={{ fontWeight: 600 }}
        data-testid="booking-customer-name"
      >
        {customer.name}
      </Link>
      {[...phones, customer.email].filter(Boolean).length ? (
        <Typography variant="body2" color="textSecondary">
          {[...phones, customer.email].filter(Boolean).join(' · ')}
        </Typography>
      ) : null}
    </>
  );
}
