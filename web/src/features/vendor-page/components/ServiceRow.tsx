import '../locales/index.ts';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { type FragmentType, getFragmentData } from '../../../gql/fragment-masking.ts';
import { ServiceRow_ServiceFragmentDoc as SERVICE_ROW_FRAGMENT } from '../../../gql/public.ts';
import { SalonText } from '../../../components/SalonText.tsx';
import { formatCurrency } from '../../../domain/money.ts';
import { formatDuration } from '../../../domain/duration.ts';

// Read by codegen; the typed fragment document (gql/public.ts) is imported above.
/* GraphQL */ `
  fragment ServiceRow_service on Service {
    id
    name
    nameLanguage
    duration
    price
  }
`;
export { SERVICE_ROW_FRAGMENT };

interface ServiceRowProps {
  service: FragmentType<typeof SERVICE_ROW_FRAGMENT>;
}

export function ServiceRow(props: ServiceRowProps) {
  const { t } = useTranslation('vendorPage');
  const service = getFragmentData(SERVICE_ROW_FRAGMENT, props.service);
  return (
    <Box
      component="li"
      data-testid={`service-${service.id}`}
      sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>
          <SalonText text={service.name} language={service.nameLanguage} />
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <ScheduleIcon sx={{ fontSize: 16 }} aria-hidden />
          {formatDuration(service.duration)}
        </Typography>
      </Box>
      <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
        {service.price === null ? t('services.priceOnRequest') : formatCurrency(service.price)}
      </Typography>
    </Box>
  );
}
