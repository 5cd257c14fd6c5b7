import '../locales/index.ts';
import { useQuery } from '@apollo/client/react';
import EditIcon from '@mui/icons-material/EditOutlined';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { ErrorState } from '../../../components/ErrorState.tsx';
import { PageHeader } from '../../../components/scaffold/PageHeader.tsx';
import { SidePanel } from '../../../components/scaffold/SidePanel.tsx';
import { StaffPage } from '../../../components/scaffold/StaffPage.tsx';
import { getFragmentData } from '../../../gql/index.ts';
import { formatCurrency, formatDate } from '../../../lib/format.ts';
import { formatPhone } from '../../../lib/phone.ts';
import { bookingAddUrl } from '../../bookings/urls.ts';
import { CommentsSection } from '../components/CommentsSection.tsx';
import { CustomerBookings } from '../components/CustomerBookings.tsx';
import { CustomerForm } from '../components/CustomerForm.tsx';
import { DuplicateNotice } from '../components/DuplicateNotice.tsx';
import { CustomerInvoices } from '../components/CustomerInvoices.tsx';
import { InvoiceDetail } from '../../invoices/components/InvoiceDetail.tsx';
import { LoyaltyVouchers } from '../components/LoyaltyVouchers.tsx';
import { useVendorZone } from '../../../lib/useVendorZone.ts';
import { CUSTOMER_CARD_QUERY, CUSTOMER_FIELDS } from '../operations.ts';
import { customersUrl } from '../urls.ts';
import { useVendorLive } from '../../../lib/useVendorLive.ts';

const TABS = ['open', 'closed', 'invoices', 'comments', 'loyalty'] as const;
type TabName = (typeof TABS)[number];
const EDIT_PANEL = 'EDIT_CUSTOMER';

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
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 110 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

export function CustomerViewPage() {
  const { t } = useTranslation('customers');
  const zone = useVendorZone();
  const live = useVendorLive();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const tab: TabName = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as TabName)
    : 'open';
  const openInvoice = Number(params.get('invoice')) || null;
  const { data, loading, error, refetch } = useQuery(CUSTOMER_CARD_QUERY, {
    variables: { id },
    skip: !Number.isInteger(id),
    fetchPolicy: 'cache-and-network',
  });
  const card = data?.customerCard;
  const customer = getFragmentData(CUSTOMER_FIELDS, card?.customer);
  const setParam = (key: string, value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    });

  if (error && !card) {
    return (
      <StaffPage>
        <PageHeader title={t('card.title')} />
        <ErrorState error={error} onRetry={() => void refetch()} message={t('card.loadFailed')} />
      </StaffPage>
    );
  }
  if (!card || !customer) {
    return (
      <StaffPage>
        <PageHeader title={t('card.title')} />
        {loading || !data ? (
          <Stack spacing={2} aria-busy="true" aria-label={t('card.loading')}>
            <Skeleton variant="rounded" height={120} />
            <Skeleton variant="rounded" height={240} />
          </Stack>
        ) : (
          <EmptyState
            icon={<PersonOffIcon />}
            message={t('card.notFound')}
            action={
              <Button component={RouterLink} to={customersUrl()} variant="primary">
                {t('card.backToList')}
              </Button>
            }
          />
        )}
      </StaffPage>
    );
  }

  const { stats, points } = card;
  const address = [
    customer.address,
    customer.addressComplement,
    [customer.zip, customer.city].filter(Boolean).join(' '),
    customer.country !== 'CH' ? customer.country : null,
  ].filter(Boolean);
  return (
    <StaffPage>
      <PageHeader
        title={card.customer.name}
        subtitle={customer.companyName ?? undefined}
        actions={
          <>
            {live ? (
              <Button
                component={RouterLink}
                to={bookingAddUrl({ customerId: customer.id })}
                variant="outlined"
                data-testid="customer-new-booking"
              >
                {t('card.newBooking')}
              </Button>
            ) : null}
            <Button
              variant="primary"
              startIcon={<EditIcon />}
              onClick={() => setParam('panel', EDIT_PANEL)}
              data-testid="customer-edit"
            >
              {t('card.edit')}
            </Button>
          </>
        }
      />
      <Box sx={{ mb: 2 }}>
        <DuplicateNotice
          email={customer.email ?? ''}
          phones={[customer.phoneMobile, customer.phoneHome, customer.phoneProMobile, customer.phoneWork].map(
            (p) => p ?? '',
          )}
          customerId={customer.id}
        />
      </Box>
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
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('stats.favorites')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mt: 0.5 }}>
            {stats.favoriteServices.length ? (
              stats.favoriteServices.map((s) => (
                <Chip key={s.serviceId} size="small" label={`${s.name} × ${s.count}`} />
              ))
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
      <Paper variant="outlined">
        <Tabs
          value={tab}
          onChange={(_, value: TabName) => setParam('tab', value === 'open' ? null : value)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('card.sections')}
        >
          {TABS.map((name) => (
            <Tab key={name} value={name} label={t(`tab.${name}`)} data-testid={`tab-${name}`} />
          ))}
        </Tabs>
        <Box sx={{ p: { xs: 1.5, sm: 2 } }}>
          {tab === 'open' ? <CustomerBookings customerId={customer.id} open zone={zone} /> : null}
          {tab === 'closed' ? <CustomerBookings customerId={customer.id} open={false} zone={zone} /> : null}
          {tab === 'invoices' ? (
            <CustomerInvoices customerId={customer.id} zone={zone} onOpen={(id) => setParam('invoice', String(id))} />
          ) : null}
          {tab === 'comments' ? <CommentsSection customerId={customer.id} zone={zone} /> : null}
          {tab === 'loyalty' ? <LoyaltyVouchers customerId={customer.id} /> : null}
        </Box>
      </Paper>
      <SidePanel
        open={openInvoice != null}
        tier={1}
        title={openInvoice ? t('invoices.number', { id: openInvoice }) : ''}
        onClose={() => setParam('invoice', null)}
      >
        {openInvoice ? <InvoiceDetail id={openInvoice} zone={zone} /> : null}
      </SidePanel>
      <SidePanel
        open={params.get('panel') === EDIT_PANEL}
        tier={1}
        title={t('card.edit')}
        onClose={() => setParam('panel', null)}
      >
        {params.get('panel') === EDIT_PANEL ? (
          <CustomerForm
            customer={card.customer}
            onSaved={() => setParam('panel', null)}
            onDeleted={() => navigate(customersUrl(), { replace: true })}
          />
        ) : null}
      </SidePanel>
    </StaffPage>
  );
}
