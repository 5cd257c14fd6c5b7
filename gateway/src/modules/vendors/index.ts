// The front door of the vendors module: what the rest of the gateway uses of it.
export { createVendorPictureHandler, VENDOR_PICTURE_PATH } from './picture.download.ts';
export { createPublicPagePrerender } from './vendor.prerender.ts';
