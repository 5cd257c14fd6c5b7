import '../locales/index.ts';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfigListPage } from '../../../components/config/ConfigListPage.tsx';
import { ModelDialog } from '../components/ModelDialog.tsx';
import { MACHINES_PAGE_QUERY } from '../operations.ts';
import { useMachinePanels } from '../panels.ts';
import { MachinePanel } from './MachinePanel.tsx';

type Model = { id: number; name: string; serviceIds: readonly number[] };

/** /machines: shared machines and, below, their models (the services a model can do). */
export function MachinesPage() {
  const { t } = useTranslation('machines');
  const panels = useMachinePanels();
  const { data, loading, error, refetch } = useQuery(MACHINES_PAGE_QUERY, { fetchPolicy: 'cache-and-network' });
  const [model, setModel] = useState<Model | null | undefined>(undefined);
  const tier1 = panels.atTier(1);
  const models = data?.machineModelsAll ?? [];
  return (
    <ConfigListPage
      title={t('title')}
      testId="machines"
      collection="machines"
      items={data?.machinesAll}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      searchable
      labelOf={(m) => m.name}
      secondaryOf={(m) =>
        [m.machineModel.name, m.location.name, t('list.services', { count: m.services.length })].join(' · ')
      }
      onSelect={(m) => panels.open('EDIT_MACHINE', m.id)}
      addLabel={t('add')}
      onAdd={() => panels.open('ADD_MACHINE')}
      emptyMessage={t('empty')}
      before={
        <Box sx={{ mb: 2 }}>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            {t('model.title')}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            {models.map((m) => (
              <Chip
                key={m.id}
                label={`${m.name} · ${t('list.services', { count: m.serviceIds.length })}`}
                onClick={() => setModel(m)}
                color={m.serviceIds.length ? 'default' : 'warning'}
              />
            ))}
            <Button size="sm" variant="text" onClick={() => setModel(null)}>
              {t('model.add')}
            </Button>
          </Stack>
        </Box>
      }
    >
      <ModelDialog open={model !== undefined} model={model} onClose={() => setModel(undefined)} />
      {tier1?.name === 'ADD_MACHINE' ? (
        <MachinePanel tier={1} nested onClose={() => panels.close('ADD_MACHINE')} />
      ) : null}
      {tier1?.name === 'EDIT_MACHINE' && tier1.id ? (
        <MachinePanel
          key={tier1.id}
          tier={1}
          nested
          id={Number(tier1.id)}
          onClose={() => panels.close('EDIT_MACHINE')}
        />
      ) : null}
    </ConfigListPage>
  );
}
