import { type FragmentType, getFragmentData } from '../../../gql/fragment-masking.ts';
import { ServiceOption_ServiceFragmentDoc as SERVICE_OPTION_FRAGMENT } from '../../../gql/public.ts';
import { Icon } from '../../../components/light/icons.tsx';
import { ADD_CIRCLE_OUTLINE_OUTLINED, CHECK_CIRCLE } from '../icons.ts';
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
    <button
      type="button"
      className="pb-service"
      data-testid={`${props.proposal ? 'proposed' : 'service'}-option-${service.id}`}
      aria-pressed={props.selected}
      onClick={() => props.onSelect(service.id)}
    >
      <span className="pb-service-text">
        <span className="pb-service-name">
          <SalonText text={service.name} language={service.nameLanguage} />
        </span>
        <span className="lk-body2 lk-muted pb-service-duration">{formatDuration(service.duration)}</span>
      </span>
      {service.price !== null ? <span className="pb-service-price">{formatCurrency(service.price)}</span> : null}
      <Icon path={props.selected ? CHECK_CIRCLE : ADD_CIRCLE_OUTLINE_OUTLINED} className="pb-service-icon" />
    </button>
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
    <div className="pb-picker">
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={group.title ? `picker-${group.key}` : undefined}>
          {group.title ? (
            <h3 id={`picker-${group.key}`} className="lk-h4 pb-mb-1">
              {group.title}
            </h3>
          ) : null}
          <ul className="pb-picker-list">
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
          </ul>
        </section>
      ))}
    </div>
  );
}
