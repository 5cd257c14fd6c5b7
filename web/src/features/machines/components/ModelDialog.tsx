import '../locales/index.ts';
import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../components/form/TextInput.tsx';
import { EntityForm } from '../../../components/scaffold/EntityForm.tsx';
import { LinkField } from '../../../components/config/fields.tsx';
import { CONFIG_LOOKUPS_QUERY } from '../../../components/config/operations.ts';
import { configOutcome } from '../../../components/config/outcome.ts';
import { CREATE_MACHINE_MODEL_MUTATION, UPDATE_MACHINE_MODEL_MUTATION } from '../operations.ts';

interface ModelValues {
  name: string;
  serviceIds: number[];
}

interface ModelDialogProps {
  open: boolean;
  model?: { id: number; name: string; serviceIds: readonly number[] } | null;
  onClose: () => void;
  onSaved?: (id: number) => void;
}

/** A machine model (spec §3) and the services machines of that model can do. */
export function ModelDialog({ open, model, onClose, onSaved }: ModelDialogProps) {
  const { t } = useTranslation('machines');
  const lookups = useQuery(CONFIG_LOOKUPS_QUERY, { fetchPolicy: 'cache-first', skip: !open });
  const refetchQueries = ['MachinesPage', 'ConfigLookups', 'ConfigurationErrors'];
  const [create] = useMutation(CREATE_MACHINE_MODEL_MUTATION, { refetchQueries });
  const [update] = useMutation(UPDATE_MACHINE_MODEL_MUTATION, { refetchQueries });
  const initialValues = useMemo(
    () => ({ name: model?.name ?? '', serviceIds: [...(model?.serviceIds ?? [])] }),
    [model],
  );
  const submit = async (values: ModelValues) => {
    const input = { name: values.name?.trim(), serviceIds: values.serviceIds ?? [] };
    if (model) {
      const { data, error } = await update({ variables: { id: model.id, input } });
      const outcome = configOutcome(data?.updateMachineModel, ['MachineModel'], error, (f) =>
        f.startsWith('service') ? 'serviceIds' : f,
      );
      if (outcome.ok) onSaved?.(model.id);
      return outcome;
    }
    const { data, error } = await create({ variables: { input } });
    const result = data?.createMachineModel;
    const outcome = configOutcome(result, ['MachineModel'], error, (f) => (f.startsWith('service') ? 'serviceIds' : f));
    if (outcome.ok && result?.__typename === 'MachineModel') onSaved?.(result.id);
    return outcome;
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="model-title">
      <DialogTitle id="model-title">{model ? model.name : t('model.add')}</DialogTitle>
      <DialogContent>
        <EntityForm<ModelValues>
          initialValues={initialValues}
          onSubmit={submit}
          onSaved={onClose}
          secondaryActions={
            <Button variant="text" onClick={onClose}>
              {t('model.cancel')}
            </Button>
          }
          data-testid="model-form"
        >
          <TextInput name="name" label={t('model.name')} rules={['required', ['maxLength', 100]]} sx={{ mt: 1 }} />
          <LinkField
            name="serviceIds"
            label={t('model.services')}
            options={(lookups.data?.servicesAll ?? []).map((s) => ({ id: s.id, label: s.name }))}
          />
        </EntityForm>
      </DialogContent>
    </Dialog>
  );
}
