import '../locales/index.ts';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ErrorState } from '../../../components/ErrorState.tsx';
import { PageLoader } from '../../../components/PageLoader.tsx';
import { useConfirm } from '../../../components/scaffold/ConfirmDialog.tsx';
import { SidePanel } from '../../../components/scaffold/SidePanel.tsx';
import { pushAlert } from '../../../lib/alerts.ts';
import { formatLongDate, formatTimeRange } from '../../../lib/dateFormat.ts';
import { bookingCloseUrl, bookingEditUrl } from '../../front-desk/urls.ts';
import type { ServerEvent } from '../agendaMapping.ts';
import { BookingDetailsFields, Field } from './BookingDetailsFields.tsx';
import {
  AGENDA_BOOKING_QUERY,
  AGENDA_CONFIRM_BOOKING_MUTATION,
  AGENDA_CUSTOMER_QUERY,
  AGENDA_NO_SHOW_MUTATION,
} from '../operations.ts';

interface EventDetailsPanelProps {
  event: ServerEvent | null;
  timezone: string;
  names: {
    employees: ReadonlyMap<number, string>;
    workplaces: ReadonlyMap<number, string>;
    machines: ReadonlyMap<number, string>;
  };
  onClose: () => void;
  onCancel: (event: ServerEvent) => void;
  onDeletePrivate: (event: ServerEvent) => void;
}

/** Spec §2 "check details": customer, services, resources, price, status, comment and history. */
export function EventDetailsPanel({
  event,
  timezone,
  names,
  onClose,
  onCancel,
  onDeletePrivate,
}: EventDetailsPanelProps) {
  const { t, i18n } = useTranslation('agenda');
  const language = i18n.resolvedLanguage ?? 'fr';
  const bookingId = event?.bookingId ?? null;
  const booking = useQuery(AGENDA_BOOKING_QUERY, {
    variables: { id: bookingId ?? 0 },
    skip: bookingId === null,
    fetchPolicy: 'cache-and-network',
  });
  const customerId = booking.data?.booking?.customerId ?? null;
  const customer = useQuery(AGENDA_CUSTOMER_QUERY, { variables: { id: customerId ?? 0 }, skip: customerId === null });
  const [noShow, noShowState] = useMutation(AGENDA_NO_SHOW_MUTATION);
  const [confirmBooking, confirmState] = useMutation(AGENDA_CONFIRM_BOOKING_MUTATION);
  const [confirm, confirmDialog] = useConfirm();

  if (!event) return null;
  const b = booking.data?.booking;
  const open = b?.status === 'OPEN';
  const pending = b?.status === 'PENDING';

  const confirmHeld = async () => {
    if (!b) return;
    const { data } = await confirmBooking({ variables: { id: b.id } });
    const result = data?.confirmBooking;
    if (result?.__typename === 'Booking') pushAlert({ type: 'success', message: t('details.confirmDone') });
    else pushAlert({ type: 'danger', message: result && 'message' in result ? result.message : t('error') });
  };

  const markNoShow = async () => {
    if (!b) return;
    const ok = await confirm({ title: t('details.noShow'), message: t('details.noShowConfirm') });
    if (!ok) return;
    const { data } = await noShow({ variables: { id: b.id } });
    const result = data?.closeBooking;
    if (result?.__typename === 'Booking') pushAlert({ type: 'success', message: t('details.noShowDone') });
    else pushAlert({ type: 'danger', message: result && 'message' in result ? result.message : t('error') });
  };

  const when = b && event.kind !== 'PRIVATE' && b.start && b.end ? { start: b.start, end: b.end } : event;

  const title =
    event.kind === 'PRIVATE'
      ? event.summary || t('privateEvent')
      : (event.customerName ?? (event.title || t('details.title')));

  const actions =
    event.kind === 'PRIVATE' ? (
      <Button color="error" onClick={() => onDeletePrivate(event)} data-testid="agenda-details-delete">
        {t('details.delete')}
      </Button>
    ) : b ? (
      <>
        <Button component={RouterLink} to={bookingEditUrl(b.id)} disabled={!open} data-testid="agenda-details-edit">
          {t('details.edit')}
        </Button>
        <Button
          color="error"
          onClick={() => onCancel(event)}
          disabled={!open && !pending}
          data-testid="agenda-details-cancel"
        >
          {t('details.cancel')}
        </Button>
        {pending ? (
          <Button
            variant="contained"
            onClick={confirmHeld}
            disabled={confirmState.loading}
            data-testid="agenda-details-confirm"
          >
            {t('details.confirm')}
          </Button>
        ) : null}
        <Button onClick={markNoShow} disabled={!open || noShowState.loading} data-testid="agenda-details-noshow">
          {t('details.noShow')}
        </Button>
        <Button
          variant="contained"
          component={RouterLink}
          to={bookingCloseUrl(b.id)}
          disabled={!open}
          data-testid="agenda-details-close"
        >
          {t('details.close')}
        </Button>
      </>
    ) : null;

  return (
    <SidePanel open tier={1} title={title} onClose={onClose} actions={actions} data-testid="agenda-details">
      {confirmDialog}
      {/* A booking's whole time (all its services, processing time included), not only the block clicked. */}
      <Field label={t('details.when')} data-testid="agenda-details-when">
        {formatLongDate(when.start, language, timezone)} · {formatTimeRange(when.start, when.end, timezone)}
      </Field>
      {event.kind === 'PRIVATE' ? (
        <Field label={t('employee')}>
          {(event.employeeId != null ? names.employees.get(event.employeeId) : null) ?? '—'}
        </Field>
      ) : booking.loading && !b ? (
        <PageLoader />
      ) : booking.error && !b ? (
        <ErrorState error={booking.error} onRetry={() => void booking.refetch()} />
      ) : !b ? (
        <Alert severity="info">{t('details.notFound')}</Alert>
      ) : (
        <BookingDetailsFields b={b} customer={customer.data} event={event} timezone={timezone} names={names} />
      )}
    </SidePanel>
  );
}
