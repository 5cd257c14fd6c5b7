import '../locales/index.ts';
import { useQuery } from '@apollo/client/react';
import EditIcon from '@mui/icons-material/EditOutlined';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useSearchParams } from '../../../lib/useSearchParams.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { ErrorState } from '../../../components/ErrorState.tsx';
import { PageHeader } from '../../../components/scaffold/PageHeader.tsx';
import { SidePanel } from '../../../components/scaffold/SidePanel.tsx';
import { StaffPage } from '../../../components/scaffold/StaffPage.tsx';
import { getFragmentData } from '../../../gql/index.ts';
import { bookingAddUrl } from '../../front-desk/urls.ts';
import { CommentsSection } from '../components/CommentsSection.tsx';
import { CustomerBookings } from '../components/CustomerBookings.tsx';
import { CustomerForm } from '../components/CustomerForm.tsx';
import { DuplicateNotice } from '../components/DuplicateNotice.tsx';
import { CustomerInvoices } from '../components/CustomerInvoices.tsx';
import { CustomerSummary } from '../components/CustomerSummary.tsx';
import { InvoiceDetail } from '../../../components/invoice/InvoiceDetail.tsx';
import { LoyaltyVouchers } from '../components/LoyaltyVouchers.tsx';
import { useVendorZone } from '../../../lib/useVendorZone.ts';
import { CUSTOMER_CARD_QUERY, CUSTOMER_FIELDS } from '../operations.ts';
import { customersUrl } from '../urls.ts';
import { useVendorLive } from '../../../lib/useVendorLive.ts';

const TABS = ['open', 'closed', 'invoices', 'comments', 'loyalty'] as const;
type TabName = (typeof TABS)[number];
const EDIT_PANEL = 'EDIT_CUSTOMER';

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
      <CustomerSummary card={card} customer={customer} zone={zone} />
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
