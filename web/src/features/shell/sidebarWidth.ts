// The staff sidebar's width, also kept free by the frame (AppLayout) until the sidebar is drawn.
export const SIDEBAR_WIDTH = 248;
export const SIDEBAR_COLLAPSED_WIDTH = 64;
