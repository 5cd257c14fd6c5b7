// The staff sidebar's widths, also kept free by the frame (SidebarSpace.tsx) until the sidebar is drawn.
export const SIDEBAR_WIDTH = 248;
export const SIDEBAR_COLLAPSED_WIDTH = 64;
