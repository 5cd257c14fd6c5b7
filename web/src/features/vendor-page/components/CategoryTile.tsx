import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { Link as RouterLink } from 'react-router';
import Typography from '@mui/material/Typography';
import { type FragmentType, getFragmentData } from '../../../gql/fragment-masking.ts';
import { CategoryTile_CategoryFragmentDoc as CATEGORY_TILE_FRAGMENT } from '../../../gql/public.ts';
import { categoryIcon } from '../../../components/categoryIcon.ts';
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
}

export function CategoryTile(props: CategoryTileProps) {
  const category = getFragmentData(CATEGORY_TILE_FRAGMENT, props.category);
  const Icon = categoryIcon(category.icon);
  return (
    <ButtonBase
      component={RouterLink}
      to={props.to}
      data-testid={`category-${category.id}`}
      sx={{
        width: '100%',
        height: '100%',
        justifyContent: 'flex-start',
        textAlign: 'left',
        '&:hover': { borderColor: 'primary.main', boxShadow: 1 },
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 1, sm: 1.5 },
        p: { xs: 1, sm: 1.5 },
        borderRadius: 3,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        minWidth: 0,
      }}
    >
      <Box
        sx={{
          display: 'grid',
          placeItems: 'center',
          width: { xs: 32, sm: 40 },
          height: { xs: 32, sm: 40 },
          flexShrink: 0,
          borderRadius: '50%',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        <Icon fontSize="small" aria-hidden />
      </Box>
      {/* Long names wrap (hyphenated by the page language) rather than being cut on phones. */}
      <Typography
        sx={{ fontWeight: 600, minWidth: 0, hyphens: 'auto', overflowWrap: 'anywhere', fontSize: { xs: 14, sm: 16 } }}
      >
        <SalonText text={category.name} language={category.nameLanguage} />
      </Typography>
    </ButtonBase>
  );
}
