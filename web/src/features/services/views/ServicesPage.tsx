import '../locales/index.ts';
import { useMutation, useQuery } from '@apollo/client/react';
import SwapVertIcon from '@mui/icons-material/SwapVert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../../lib/alerts.ts';
import { formatCurrency } from '../../../domain/money.ts';
import { formatDuration } from '../../../domain/duration.ts';
import { ConfigListPage } from '../../../components/config/ConfigListPage.tsx';
import { categoryIcon } from '../../../components/categoryIcon.ts';
import { type CategoryRow, CategoryDialog } from '../components/CategoryDialog.tsx';
import { reportError } from '../../../lib/errorTracking.ts';
import { ServicesReorder } from '../components/ServicesReorder.tsx';
import { SERVICES_PAGE_QUERY, SET_SERVICES_ORDER_MUTATION } from '../operations.ts';
import { useServicePanels } from '../panels.ts';
import { ServicePanel } from './ServicePanel.tsx';

type Row = NonNullable<ReturnType<typeof useServicesPage>['data']>['servicesAll'][number];
const useServicesPage = () => useQuery(SERVICES_PAGE_QUERY, { fetchPolicy: 'cache-and-network' });

/** /services (admin): the list, reorder mode and the ADD_SERVICE / EDIT_SERVICE panels (spec §2). */
export function ServicesPage() {
  const { t } = useTranslation('services');
  const panels = useServicePanels();
  const { data, loading, error, refetch } = useServicesPage();
  const [order, setOrder] = useState<Row[] | null>(null);
  const [category, setCategory] = useState<CategoryRow | null | undefined>(undefined);
  const [saveOrder, { loading: savingOrder }] = useMutation(SET_SERVICES_ORDER_MUTATION);
  const rows = data?.servicesAll ?? undefined;
  const parentName = (id: number | null | undefined) => rows?.find((s) => s.id === id)?.name;

  const move = (index: number, delta: number) =>
    setOrder((current) => {
      if (!current) return current;
      const next = [...current];
      const [item] = next.splice(index, 1);
      next.splice(index + delta, 0, item);
      return next;
    });

  // Spec §4 "Service reorder": saving sets the mode back to false; an error alerts and keeps the mode.
  const submitOrder = async () => {
    if (!order) return;
    const { data: answer, error: failed } = await saveOrder({
      variables: { services: order.map((s, i) => ({ id: s.id, performedOrder: i + 1 })) },
    });
    if (answer?.setServicesOrder.__typename === 'MutationSetServicesOrderSuccess') {
      setOrder(null);
      pushAlert({ type: 'success', message: t('reorder.saved') });
      await refetch();
      return;
    }
    const message =
      failed?.message ?? (answer && 'message' in answer.setServicesOrder ? answer.setServicesOrder.message : '');
    console.error('Service reorder failed', message);
    // Spec §8: reported to error tracking too (a failed request is reported on its way back already).
    if (!failed) {
      void reportError(new Error(`Service reorder refused: ${message}`), {
        action: 'reorder',
        operation: 'SetServicesOrder',
        extra: { answer: answer?.setServicesOrder.__typename },
      });
    }
    pushAlert({ type: 'danger', message: message || t('reorder.failed') });
  };

  const reorder = order ? (
    <ServicesReorder
      order={order}
      onMove={move}
      onCancel={() => setOrder(null)}
      onSave={() => void submitOrder()}
      saving={savingOrder}
    />
  ) : undefined;

  const tier1 = panels.atTier(1);
  return (
    <ConfigListPage<Row>
      title={t('title')}
      testId="services"
      collection="services"
      items={rows ? [...rows].sort((a, b) => a.performedOrder - b.performedOrder) : undefined}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      searchable
      labelOf={(s) => s.name}
      secondaryOf={(s) => {
        const Icon = categoryIcon(s.category?.icon);
        return (
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            {s.category ? <Icon sx={{ fontSize: 16 }} aria-hidden /> : null}
            {[
              s.category?.name,
              formatDuration(s.duration),
              s.price != null ? formatCurrency(s.price) : t('list.noPrice'),
              s.parentId ? t('list.childOf', { name: parentName(s.parentId) ?? '' }) : null,
              s.onlineBookable ? null : t('list.notOnline'),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Box>
        );
      }}
      onSelect={(s) => panels.open('EDIT_SERVICE', s.id)}
      addLabel={t('add')}
      onAdd={() => panels.open('ADD_SERVICE')}
      emptyMessage={t('empty')}
      override={reorder}
      before={
        order ? null : (
          <Box sx={{ mb: 2 }} data-testid="categories">
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              {t('category.title')}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
              {(data?.categoriesAll ?? []).map((c) => {
                const Icon = categoryIcon(c.icon);
                return (
                  <Chip key={c.id} icon={<Icon />} label={c.name} onClick={() => setCategory(c)} variant="outlined" />
                );
              })}
              <Button size="sm" variant="text" onClick={() => setCategory(null)}>
                {t('category.add')}
              </Button>
            </Stack>
          </Box>
        )
      }
      actions={
        rows && rows.length > 1 && !order ? (
          <Button
            variant="outlined"
            startIcon={<SwapVertIcon />}
            onClick={() => setOrder([...rows].sort((a, b) => a.performedOrder - b.performedOrder))}
          >
            {t('reorder.start')}
          </Button>
        ) : null
      }
    >
      <CategoryDialog
        open={category !== undefined}
        category={category ?? null}
        onClose={() => setCategory(undefined)}
      />
      {tier1?.name === 'ADD_SERVICE' ? (
        <ServicePanel tier={1} nested onClose={() => panels.close('ADD_SERVICE')} />
      ) : null}
      {tier1?.name === 'EDIT_SERVICE' && tier1.id ? (
        <ServicePanel
          key={tier1.id}
          tier={1}
          nested
          id={Number(tier1.id)}
          onClose={() => panels.close('EDIT_SERVICE')}
        />
      ) : null}
    </ConfigListPage>
  );
}
