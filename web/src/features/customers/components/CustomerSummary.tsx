import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerCardQuery, CustomerForm_CustomerFragment } from '../../../gql/graphql.ts';
import { formatCurrency } from '../../../domain/money.ts';
import { formatDate } from '../../../lib/dateFormat.ts';
import { formatPhone } from '../../../domain/phone.ts';
import { NoShowFlags } from '../../../components/NoShowFlags.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 0 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Line({ label, value }: { label: string; value: ReactNode }) {
  if (value === null || value === undefined || value === '') return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, py: 0.25 }}>
      <Typography variant="body2" color="textSecondary" sx={{ minWidth: 110 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

/** The customer card's three boxes: contact details, statistics (with favorite services) and loyalty. */
export function CustomerSummary({
  card,
  customer,
  zone,
}: {
  card: NonNullable<CustomerCardQuery['customerCard']>;
  customer: CustomerForm_CustomerFragment;
  zone: string;
}) {
  const { t, i18n } = useTranslation('customers');
  const { stats, points } = card;
  // A country other than Switzerland by its name in the page's language ("France"), not its code.
  const country =
    customer.country && customer.country !== 'CH'
      ? (new Intl.DisplayNames([i18n.resolvedLanguage ?? 'fr'], { type: 'region' }).of(customer.country) ??
        customer.country)
      : null;
  const address = [
    customer.address,
    customer.addressComplement,
    [customer.zip, customer.city].filter(Boolean).join(' '),
    country,
  ].filter(Boolean);
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <Section title={t('card.contact')}>
        <Line label={t('field.email')} value={customer.email} />
        <Line label={t('field.phoneMobile')} value={formatPhone(customer.phoneMobile)} />
        <Line label={t('field.phoneProMobile')} value={formatPhone(customer.phoneProMobile)} />
        <Line label={t('field.phoneHome')} value={formatPhone(customer.phoneHome)} />
        <Line label={t('field.phoneWork')} value={formatPhone(customer.phoneWork)} />
        <Line label={t('field.address')} value={address.join(', ')} />
        <Line label={t('field.birthdate')} value={formatDate(customer.birthdate)} />
        <Line label={t('field.type')} value={t(`type.${customer.type}`)} />
        <Line label={t('field.username')} value={customer.username} />
        <Line label={t('field.uidNumber')} value={customer.uidNumber} />
        <Line
          label={t('field.favoriteEmployee')}
          value={
            card.customer.favoriteEmployee
              ? `${card.customer.favoriteEmployee.name}${customer.favoriteEmployeeOnly ? ` (${t('card.favoriteOnly')})` : ''}`
              : null
          }
        />
      </Section>
      <Section title={t('card.statistics')}>
        <NoShowFlags record={card.customer.noShowRecord} />
        <Box data-testid="customer-stats">
          <Line label={t('stats.visits')} value={String(stats.visits)} />
          <Line label={t('stats.revenue')} value={formatCurrency(stats.totalSpent)} />
          <Line
            label={t('stats.lastVisit')}
            value={stats.lastVisit ? formatDate(stats.lastVisit, zone) : t('stats.never')}
          />
          <Line label={t('stats.nextVisit')} value={stats.nextVisit ? formatDate(stats.nextVisit, zone) : null} />
          <Line label={t('stats.noShows')} value={stats.noShows ? String(stats.noShows) : null} />
          <Line label={t('stats.openBalance')} value={stats.openBalance ? formatCurrency(stats.openBalance) : null} />
        </Box>
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
          {t('stats.favorites')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mt: 0.5 }}>
          {stats.favoriteServices.length ? (
            stats.favoriteServices.map((s) => <Chip key={s.serviceId} size="small" label={`${s.name} × ${s.count}`} />)
          ) : (
            <Typography variant="body2">{t('stats.noFavorites')}</Typography>
          )}
        </Box>
      </Section>
      <Section title={t('card.loyalty')}>
        <Line
          label={t('loyalty.points')}
          value={t('loyalty.pointsValue', { points: points.points, value: formatCurrency(points.pointsValue) })}
        />
        <Line label={t('loyalty.paidVisits')} value={String(points.paidVisits)} />
        <Line
          label={t('loyalty.nextVoucher')}
          value={
            points.visitsUntilVoucher != null ? t('loyalty.visitsLeft', { count: points.visitsUntilVoucher }) : null
          }
        />
        <Line label={t('loyalty.vouchers')} value={formatCurrency(points.fidelityBalance)} />
      </Section>
    </Stack>
  );
}
