import Box from '@mui/material/Box';
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
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        gap: 1.5,
      }}
    >
      {categories.map((category) => (
        <li key={category.id}>
          <CategoryTile category={category} to={linkOf(category.id)} />
        </li>
      ))}
    </Box>
  );
}
