import { type ComponentProps, useEffect, useState } from 'react';
import { CategoryTile } from './CategoryTile.tsx';

type IconPathOf = typeof import('../../../components/light/categoryIconPath.ts').categoryIconPath;
let loadedIconPathOf: IconPathOf | null = null;

/**
 * The category icons' paths (17 Material icons, some 3 KB): loaded once the tiles are up rather than with
 * the page's first code, the tiles' round icon boxes showing meanwhile (nothing moves when they come).
 */
function useIconPathOf(): IconPathOf | null {
  const [iconPathOf, setIconPathOf] = useState(() => loadedIconPathOf);
  useEffect(() => {
    if (iconPathOf) return;
    let live = true;
    void import('../../../components/light/categoryIconPath.ts').then((m) => {
      loadedIconPathOf = m.categoryIconPath;
      if (live) setIconPathOf(() => m.categoryIconPath);
    });
    return () => {
      live = false;
    };
  }, [iconPathOf]);
  return iconPathOf;
}

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
  const iconPathOf = useIconPathOf();
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
