import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import BrushIcon from '@mui/icons-material/Brush';
import CategoryIcon from '@mui/icons-material/Category';
import ContentCutIcon from '@mui/icons-material/ContentCut';
import DiamondIcon from '@mui/icons-material/Diamond';
import FaceIcon from '@mui/icons-material/Face';
import FaceRetouchingNaturalIcon from '@mui/icons-material/FaceRetouchingNatural';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FitnessCenterIcon from '@mui/icons-material/FitnessCenter';
import HealingIcon from '@mui/icons-material/Healing';
import HotTubIcon from '@mui/icons-material/HotTub';
import LocalFloristIcon from '@mui/icons-material/LocalFlorist';
import PaletteIcon from '@mui/icons-material/Palette';
import PanToolIcon from '@mui/icons-material/PanTool';
import SelfImprovementIcon from '@mui/icons-material/SelfImprovement';
import SpaIcon from '@mui/icons-material/Spa';
import WavesIcon from '@mui/icons-material/Waves';
import type SvgIcon from '@mui/material/SvgIcon';
import { categoryIconKey } from './light/categoryIconPath.ts';

type IconComponent = typeof SvgIcon;

// Category `icon` values are Material icon names (snake_case); explicit imports keep the bundle small.
// The pages drawn without MUI take the same icons' paths from light/categoryIconPath.ts.
const ICONS: Record<string, IconComponent> = {
  content_cut: ContentCutIcon,
  spa: SpaIcon,
  face: FaceIcon,
  face_retouching_natural: FaceRetouchingNaturalIcon,
  brush: BrushIcon,
  self_improvement: SelfImprovementIcon,
  healing: HealingIcon,
  palette: PaletteIcon,
  pan_tool: PanToolIcon,
  back_hand: PanToolIcon,
  hot_tub: HotTubIcon,
  fitness_center: FitnessCenterIcon,
  local_florist: LocalFloristIcon,
  waves: WavesIcon,
  diamond: DiamondIcon,
  favorite: FavoriteIcon,
  auto_awesome: AutoAwesomeIcon,
};

export const FALLBACK_CATEGORY_ICON: IconComponent = CategoryIcon;

/** Accepts "content_cut", "ContentCut" or "content-cut"; unknown names get a neutral icon. */
export function categoryIcon(name: string | null | undefined): IconComponent {
  if (!name) return FALLBACK_CATEGORY_ICON;
  return ICONS[categoryIconKey(name)] ?? FALLBACK_CATEGORY_ICON;
}
