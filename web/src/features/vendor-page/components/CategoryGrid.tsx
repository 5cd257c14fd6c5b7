import type { ComponentProps } from 'react';
import { usePreloadedModule } from '../../../lib/usePreloadedModule.ts';
import { CategoryTile } from './CategoryTile.tsx';

// The category icons' paths (17 Material icons, some 3 KB): loaded once the tiles are up rather than with
// the page's first code, the tiles' round icon boxes showing meanwhile (nothing moves when they come).
const loadCategoryIcons = () => import('../../../components/light/categoryIconPath.ts');

type Category = ComponentProps<typeof CategoryTile>['category'] & { id: number };

/** Spec §2: categories two per row. */
export function CategoryGrid({
  categories,
  linkOf,
}: {
  categories: readonly Category[];
  /** The link of a category's tile. */
  linkOf: (categoryId: number) => string;
}) {
  const iconPathOf = usePreloadedModule(loadCategoryIcons)?.categoryIconPath ?? null;
  return (
    <ul className="vp-list vp-categories">
      {categories.map((category) => (
        <li key={category.id}>
          <CategoryTile category={category} to={linkOf(category.id)} iconPathOf={iconPathOf} />
        </li>
      ))}
    </ul>
  );
}
