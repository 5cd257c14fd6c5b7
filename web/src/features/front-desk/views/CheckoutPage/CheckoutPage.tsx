import '../../locales/index.ts';
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSearchParams } from '../../../../lib/useSearchParams.ts';
import { EmptyState } from '../../../../components/EmptyState.tsx';
import { ErrorState } from '../../../../components/ErrorState.tsx';
import { PageLoader } from '../../../../components/PageLoader.tsx';
import { PageHeader } from '../../../../components/scaffold/PageHeader.tsx';
import { StaffPage } from '../../../../components/scaffold/StaffPage.tsx';
import { customerUrl } from '../../../customers/urls.ts';
import { useBookingLive } from '../../hooks/useBookingLive.ts';
import { BOOKING_CHECKOUT_QUERY } from '../../operations.ts';
import { CheckoutForm } from './CheckoutForm.tsx';

/** /bookings/close?id=: check a customer out (spec §3 Invoice, §4, §5). */
export function CheckoutPage() {
  const { t } = useTranslation('frontDesk');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id'));
  const valid = Number.isSafeInteger(id) && id > 0;
  const { data, loading, error, refetch } = useQuery(BOOKING_CHECKOUT_QUERY, {
    variables: { id },
    skip: !valid,
    fetchPolicy: 'cache-and-network',
  });
  // Closed at another desk meanwhile: this screen shows it at once.
  useBookingLive(id, { start: data?.booking?.start, end: data?.booking?.end }, () => void refetch());
  const frame = (content: ReactNode) => (
    <StaffPage>
      <PageHeader title={t('close.title')} />
      {content}
    </StaffPage>
  );
  if (!valid) return frame(<EmptyState message={t('flow.notFound')} />);
  if (loading && !data) return <PageLoader />;
  if (error && !data) return frame(<ErrorState error={error} onRetry={() => void refetch()} />);
  const booking = data?.booking;
  if (!booking) return frame(<EmptyState message={t('flow.notFound')} />);
  const invoice = data?.invoice;
  if (!invoice) return frame(<EmptyState message={t('close.noInvoice')} />);
  // Spec §4: closing shows the success message and goes to the customer view (its receipt open).
  const onClosed = () =>
    booking.customerId != null
      ? navigate(customerUrl(booking.customerId, { tab: 'closed', invoice: invoice.id }))
      : void refetch();
  return <CheckoutForm booking={booking} invoice={invoice} onClosed={onClosed} />;
}
