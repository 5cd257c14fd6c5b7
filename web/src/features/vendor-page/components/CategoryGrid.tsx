import type { ComponentProps } from 'react';
import { CategoryTile } from './CategoryTile.tsx';

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
  return (
    <ul className="vp-list vp-categories">
      {categories.map((category) => (
        <li key={category.id}>
          <CategoryTile category={category} to={linkOf(category.id)} />
        </li>
      ))}
    </ul>
  );
}
