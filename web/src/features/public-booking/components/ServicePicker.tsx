import AddCircleOutlinedIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { type FragmentType, getFragmentData } from '../../../gql/fragment-masking.ts';
import { ServiceOption_ServiceFragmentDoc as SERVICE_OPTION_FRAGMENT } from '../../../gql/public.ts';
import { SalonText } from '../../../components/SalonText.tsx';
import { formatCurrency } from '../../../domain/money.ts';
import { formatDuration } from '../../../domain/duration.ts';
import { proposedServices } from '../../../domain/proposedServices.ts';

export { proposedServices };

// Read by codegen; the typed fragment document is imported above.
/* GraphQL */ `
  fragment ServiceOption_service on Service {
    id
    name
    nameLanguage
    duration
    price
  }
`;
export { SERVICE_OPTION_FRAGMENT };

type ServiceOptionRef = FragmentType<typeof SERVICE_OPTION_FRAGMENT>;

interface ServiceOptionProps {
  service: ServiceOptionRef;
  selected: boolean;
  onSelect: (id: number) => void;
  /** A proposal repeats a service of the list below: it has its own test id. */
  proposal?: boolean;
}

function ServiceOption(props: ServiceOptionProps) {
  const service = getFragmentData(SERVICE_OPTION_FRAGMENT, props.service);
  return (
    <ButtonBase
      data-testid={`${props.proposal ? 'proposed' : 'service'}-option-${service.id}`}
      aria-pressed={props.selected}
      onClick={() => props.onSelect(service.id)}
      sx={{
        width: '100%',
        justifyContent: 'flex-start',
        textAlign: 'left',
        gap: 2,
        p: 2,
        borderRadius: 3,
        border: 1.5,
        borderColor: props.selected ? 'primary.main' : 'divider',
        bgcolor: props.selected ? 'rgba(15, 95, 92, 0.06)' : 'background.paper',
        transition: 'border-color 120ms, box-shadow 120ms',
        '&:hover, &.Mui-focusVisible': { borderColor: 'primary.main', boxShadow: 2 },
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>
          <SalonText text={service.name} language={service.nameLanguage} />
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatDuration(service.duration)}
        </Typography>
      </Box>
      {service.price !== null ? (
        <Typography sx={{ fontWeight: 600 }}>{formatCurrency(service.price)}</Typography>
      ) : null}
      {props.selected ? (
        <CheckCircleIcon color="primary" aria-hidden />
      ) : (
        <AddCircleOutlinedIcon color="action" aria-hidden />
      )}
    </ButtonBase>
  );
}

type PickerService = ServiceOptionRef & { id: number; categoryId: number | null; associatedServiceIds?: number[] };

interface ServicePickerProps {
  services: readonly PickerService[];
  categories: readonly { id: number; name: string }[];
  selectedIds: readonly number[];
  onSelect: (id: number) => void;
  /** Label of the services without a known category (shown last). */
  otherLabel: string;
  /** Title of the services proposed with the chosen ones. */
  proposedLabel?: string;
}

/** Several services may be chosen: each click adds or removes one. Grouped by category, in category order. */
export function ServicePicker({
  services,
  categories,
  selectedIds,
  onSelect,
  otherLabel,
  proposedLabel,
}: ServicePickerProps) {
  const known = new Set(categories.map((c) => c.id));
  const proposed = proposedLabel ? proposedServices(services, selectedIds) : [];
  const groups = [
    { key: 'proposed', title: proposedLabel ?? '', items: proposed },
    ...categories.map((c) => ({
      key: `c${c.id}`,
      title: c.name,
      items: services.filter((s) => s.categoryId === c.id),
    })),
    {
      key: 'other',
      title: categories.length > 0 ? otherLabel : '',
      items: services.filter((s) => s.categoryId === null || !known.has(s.categoryId)),
    },
  ].filter((g) => g.items.length > 0);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {groups.map((group) => (
        <Box key={group.key} component="section" aria-labelledby={group.title ? `picker-${group.key}` : undefined}>
          {group.title ? (
            <Typography id={`picker-${group.key}`} variant="h4" component="h3" sx={{ mb: 1 }}>
              {group.title}
            </Typography>
          ) : null}
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            {group.items.map((service) => (
              <li key={service.id}>
                <ServiceOption
                  service={service}
                  selected={selectedIds.includes(service.id)}
                  onSelect={onSelect}
                  proposal={group.key === 'proposed'}
                />
              </li>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
