import {
  AUTO_AWESOME,
  BRUSH,
  CATEGORY,
  CONTENT_CUT,
  DIAMOND,
  FACE,
  FACE_RETOUCHING_NATURAL,
  FAVORITE,
  FITNESS_CENTER,
  HEALING,
  HOT_TUB,
  LOCAL_FLORIST,
  PALETTE,
  PAN_TOOL,
  SELF_IMPROVEMENT,
  SPA,
  WAVES,
} from './icons.tsx';

type IconPath = readonly string[];

// A category's `icon` is a Material icon's name (snake_case): its paths, for the pages drawn without MUI
// (the MUI screens draw the same icons with components/categoryIcon.ts).
const PATHS: Record<string, IconPath> = {
  content_cut: CONTENT_CUT,
  spa: SPA,
  face: FACE,
  face_retouching_natural: FACE_RETOUCHING_NATURAL,
  brush: BRUSH,
  self_improvement: SELF_IMPROVEMENT,
  healing: HEALING,
  palette: PALETTE,
  pan_tool: PAN_TOOL,
  back_hand: PAN_TOOL,
  hot_tub: HOT_TUB,
  fitness_center: FITNESS_CENTER,
  local_florist: LOCAL_FLORIST,
  waves: WAVES,
  diamond: DIAMOND,
  favorite: FAVORITE,
  auto_awesome: AUTO_AWESOME,
};

export const FALLBACK_CATEGORY_PATH: IconPath = CATEGORY;

/** A category icon's name in snake_case: "content_cut", "ContentCut" and "content-cut" give "content_cut". */
export function categoryIconKey(name: string): string {
  return name
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[-\s]+/g, '_')
    .toLowerCase();
}

/** The paths of a category's icon (for `Icon`); unknown names get a neutral icon. */
export function categoryIconPath(name: string | null | undefined): IconPath {
  if (!name) return FALLBACK_CATEGORY_PATH;
  return PATHS[categoryIconKey(name)] ?? FALLBACK_CATEGORY_PATH;
}
