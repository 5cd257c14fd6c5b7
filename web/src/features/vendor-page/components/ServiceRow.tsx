import '../locales/index.ts';
import { useTranslation } from 'react-i18next';
import { type FragmentType, getFragmentData } from '../../../gql/fragment-masking.ts';
import { ServiceRow_ServiceFragmentDoc as SERVICE_ROW_FRAGMENT } from '../../../gql/public.ts';
import { Icon } from '../../../components/light/icons.tsx';
import { SCHEDULE } from '../icons.ts';
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
    <li className="vp-service" data-testid={`service-${service.id}`}>
      <div className="vp-service-text">
        <p className="vp-strong">
          <SalonText text={service.name} language={service.nameLanguage} />
        </p>
        <p className="lk-body2 lk-muted vp-duration">
          <Icon path={SCHEDULE} size={16} />
          {formatDuration(service.duration)}
        </p>
      </div>
      <p className="vp-strong vp-nowrap">
        {service.price === null ? t('services.priceOnRequest') : formatCurrency(service.price)}
      </p>
    </li>
  );
}
