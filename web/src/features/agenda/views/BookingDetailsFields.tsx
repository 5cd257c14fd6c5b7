import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgendaBookingQuery, AgendaCustomerQuery } from '../../../gql/graphql.ts';
import { formatCurrency } from '../../../domain/money.ts';
import { formatDate, formatTimeRange } from '../../../lib/dateFormat.ts';
import { formatPhone } from '../../../domain/phone.ts';
import type { ServerEvent } from '../agendaMapping.ts';
import { NoShowFlags } from '../../../components/NoShowFlags.tsx';

export function Field({
  label,
  children,
  'data-testid': testId,
}: {
  label: string;
  children: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <Box sx={{ mb: 1.5 }} data-testid={testId}>
      <Typography variant="caption" color="textSecondary" component="div">
        {label}
      </Typography>
      <Box sx={{ fontSize: 14 }}>{children}</Box>
    </Box>
  );
}

/** A booking's status, customer, services with their resources, location, price, comments and history. */
export function BookingDetailsFields({
  b,
  customer,
  event,
  timezone,
  names,
}: {
  b: NonNullable<AgendaBookingQuery['booking']>;
  customer: AgendaCustomerQuery | undefined;
  event: ServerEvent;
  timezone: string;
  names: { workplaces: ReadonlyMap<number, string>; machines: ReadonlyMap<number, string> };
}) {
  const { t } = useTranslation('agenda');
  return (
    <>
      <Field label={t('details.status')}>
        <Chip size="small" label={t(`status.${b.status}`)} data-testid="agenda-details-status" />
        {b.cancelMessage ? (
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {b.cancelMessage}
          </Typography>
        ) : null}
      </Field>
      <Field label={t('details.customer')}>
        {customer?.customer ? (
          <>
            <div>{customer.customer.name}</div>
            {customer.customer.email ? <div>{customer.customer.email}</div> : null}
            {customer.customer.phoneMobile || customer.customer.phoneHome ? (
              <div>{formatPhone(customer.customer.phoneMobile ?? customer.customer.phoneHome)}</div>
            ) : null}
            <NoShowFlags record={customer.customer.noShowRecord} />
          </>
        ) : (
          (event.customerName ?? t('details.noCustomer'))
        )}
      </Field>
      <Field label={t('details.services')}>
        {b.events.map((e) => {
          const resources = [
            e.employee?.name,
            e.workplaceId ? names.workplaces.get(e.workplaceId) : null,
            e.machineId ? names.machines.get(e.machineId) : null,
          ].filter(Boolean);
          return (
            <Box key={e.id} sx={{ mb: 0.5 }}>
              <strong>{formatTimeRange(e.start, e.end, timezone)}</strong> {e.service?.name ?? ''}
              <Typography variant="body2" color="textSecondary">
                {resources.join(' · ')}
              </Typography>
            </Box>
          );
        })}
      </Field>
      <Field label={t('details.location')}>{b.location.name}</Field>
      <Field label={t('details.price')}>
        {b.invoice ? (
          <>
            {formatCurrency(b.invoice.total)} · {t(`invoiceStatus.${b.invoice.status}`)}
          </>
        ) : (
          '—'
        )}
      </Field>
      {b.comment ? <Field label={t('details.comment')}>{b.comment}</Field> : null}
      {b.privateComment ? <Field label={t('details.privateComment')}>{b.privateComment}</Field> : null}
      <Divider sx={{ my: 2 }} />
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('details.history')}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        {t('details.created', { date: formatDate(b.createdAt, timezone) })}
        {b.closedAt ? ` · ${t('details.closedAt', { date: formatDate(b.closedAt, timezone) })}` : ''}
      </Typography>
      {customer?.customerBookings.items.length ? (
        customer.customerBookings.items.map((past) => (
          <Box key={past.id} sx={{ display: 'flex', gap: 1, fontSize: 14, mb: 0.5 }}>
            <span>{formatDate(past.start, timezone)}</span>
            <span style={{ flex: 1 }}>
              {past.events
                .map((e) => e.service?.name)
                .filter(Boolean)
                .join(', ')}
            </span>
            <span>{t(`status.${past.status}`)}</span>
          </Box>
        ))
      ) : (
        <Typography variant="body2" color="textSecondary">
          {t('details.noHistory')}
        </Typography>
      )}
    </>
  );
}
