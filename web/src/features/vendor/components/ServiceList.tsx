import '../locales/index.ts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { ServiceRow } from './ServiceRow.tsx';

type ServiceRef = ComponentProps<typeof ServiceRow>['service'] & { id: number; categoryId: number | null };

interface ServiceListProps {
  services: readonly ServiceRef[];
  categories: readonly { id: number; name: string }[];
}

/** Services grouped under their category, in category order; uncategorised ones last. */
export function ServiceList({ services, categories }: ServiceListProps) {
  const { t } = useTranslation('vendor');
  if (services.length === 0) return <EmptyState message={t('services.empty')} />;

  const known = new Set(categories.map((c) => c.id));
  const groups = [
    ...categories.map((c) => ({
      key: `c${c.id}`,
      title: c.name,
      items: services.filter((s) => s.categoryId === c.id),
    })),
    {
      key: 'other',
      title: categories.length > 0 ? t('services.other') : '',
      items: services.filter((s) => s.categoryId === null || !known.has(s.categoryId)),
    },
  ].filter((g) => g.items.length > 0);

  return (
    <Box>
      {groups.map((group) => (
        <Box key={group.key} component="section" sx={{ mb: 3 }}>
          {group.title ? (
            <Typography variant="h4" component="h3" sx={{ mb: 0.5 }}>
              {group.title}
            </Typography>
          ) : null}
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {group.items.map((service) => (
              <ServiceRow key={service.id} service={service} />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
