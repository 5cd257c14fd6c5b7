import { Link as RouterLink } from 'react-router';
import { type FragmentType, getFragmentData } from '../../../gql/fragment-masking.ts';
import { CategoryTile_CategoryFragmentDoc as CATEGORY_TILE_FRAGMENT } from '../../../gql/public.ts';
import { Icon } from '../../../components/light/icons.tsx';
import { SalonText } from '../../../components/SalonText.tsx';

// Read by codegen; the typed fragment document (gql/public.ts) is imported above.
/* GraphQL */ `
  fragment CategoryTile_category on ServiceCategory {
    id
    icon
    name
    nameLanguage
  }
`;
export { CATEGORY_TILE_FRAGMENT };

interface CategoryTileProps {
  category: FragmentType<typeof CATEGORY_TILE_FRAGMENT>;
  /** Where the tile leads: the Services tab opened on this category. */
  to: string;
  /** The paths of a category's icon, once loaded (CategoryGrid). */
  iconPathOf: ((icon: string | null | undefined) => readonly string[]) | null;
}

export function CategoryTile(props: CategoryTileProps) {
  const category = getFragmentData(CATEGORY_TILE_FRAGMENT, props.category);
  return (
    <RouterLink to={props.to} className="vp-tile" data-testid={`category-${category.id}`}>
      <span className="vp-tile-icon">
        {props.iconPathOf ? <Icon path={props.iconPathOf(category.icon)} size={20} /> : null}
      </span>
      <p className="vp-tile-name">
        <SalonText text={category.name} language={category.nameLanguage} />
      </p>
    </RouterLink>
  );
}
