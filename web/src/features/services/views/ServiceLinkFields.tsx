import '../locales/index.ts';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListSubheader from '@mui/material/ListSubheader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/form/DateTimeFields.tsx';
import { TextInput } from '../../../components/form/TextInput.tsx';
import { ConfigLinkField } from '../../../components/config/createPanels.tsx';
import { LinkField, SwitchField } from '../../../components/config/fields.tsx';
import { useServicePanels } from '../panels.ts';
import { PriceHistory } from './PriceHistory.tsx';
import type { ServiceDetailQuery } from '../../../gql/graphql.ts';

interface ServiceLinkFieldsProps {
  editing: boolean;
  service: ServiceDetailQuery['service'] | undefined;
  nested: boolean;
  /** The other services, to associate. */
  others: { id: number; label: string }[];
}

/** Price, employees, workplaces and machines, associated services and visibility of a service. */
export function ServiceLinkFields({ editing, service, nested, others }: ServiceLinkFieldsProps) {
  const { t } = useTranslation('services');
  const panels = useServicePanels();
  return (
    <>
      <Divider />
      <Typography variant="subtitle1">{t('form.price')}</Typography>
      {editing && service ? (
        <PriceHistory serviceId={service.id} prices={service.prices ?? []} />
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <TextInput name="price" label={t('form.priceChf')} rules={['double']} inputMode="decimal" />
          <DateInput name="priceFrom" label={t('form.priceFrom')} />
        </Stack>
      )}
      <Divider />
      <Typography variant="subtitle1">{t('form.links')}</Typography>
      <ConfigLinkField
        kind="employee"
        name="employeeIds"
        preferencesName="employeePrefs"
        panels={nested ? panels : undefined}
      />
      <ConfigLinkField
        kind="workplace"
        name="workplaceIds"
        preferencesName="workplacePrefs"
        panels={nested ? panels : undefined}
      />
      <ConfigLinkField
        kind="machine"
        name="machineIds"
        preferencesName="machinePrefs"
        panels={nested ? panels : undefined}
      />
      <Divider />
      <Typography variant="subtitle1">{t('form.severalServices')}</Typography>
      <LinkField
        name="associatedServiceIds"
        label={t('form.associated')}
        options={others}
        helperText={t('form.associatedHelp')}
      />
      <TextInput
        name="executionOrder"
        type="number"
        label={t('form.executionOrder')}
        helperText={t('form.executionOrderHelp')}
        rules={['integer', ['min', 0], ['max', 1000]]}
      />
      <SwitchField name="onlineBookable" label={t('form.onlineBookable')} />
      {service?.childServices.length ? (
        <Box>
          <ListSubheader disableSticky sx={{ px: 0 }}>
            {t('form.children')}
          </ListSubheader>
          <Typography variant="body2">{service.childServices.map((c) => c.name).join(', ')}</Typography>
        </Box>
      ) : null}
    </>
  );
}
