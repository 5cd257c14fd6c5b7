import '../locales/index.ts';
import { type ComponentProps, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { ServiceRow } from './ServiceRow.tsx';

type ServiceRef = ComponentProps<typeof ServiceRow>['service'] & { id: number; categoryId: number | null };

interface ServiceListProps {
  services: readonly ServiceRef[];
  categories: readonly { id: number; name: string }[];
  /** A category opened from its tile: shown first, scrolled to and highlighted. */
  focusCategoryId?: number | null;
}

/** Services grouped under their category, in category order; uncategorised ones last. */
export function ServiceList({ services, categories, focusCategoryId = null }: ServiceListProps) {
  const { t } = useTranslation('vendorPage');
  const focused = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (focusCategoryId === null || !focused.current) return;
    focused.current.focus({ preventScroll: true });
    focused.current.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [focusCategoryId]);
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
    <div>
      {groups.map((group) => {
        const focus = group.key === `c${focusCategoryId}`;
        return (
          <section
            key={group.key}
            id={group.key === 'other' ? undefined : `category-${group.key.slice(1)}`}
            data-testid={`service-group-${group.key}`}
            ref={focus ? focused : undefined}
            tabIndex={focus ? -1 : undefined}
            className={focus ? 'vp-group vp-group-focused' : 'vp-group'}
          >
            {group.title ? <h3 className="lk-h4 vp-group-title">{group.title}</h3> : null}
            <ul className="vp-list">
              {group.items.map((service) => (
                <ServiceRow key={service.id} service={service} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
