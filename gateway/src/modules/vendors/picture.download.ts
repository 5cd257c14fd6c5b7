// GET /api/vendor-picture/:vendorId: the vendor's public picture (Settings › Public) as an image,
// for the public page and the directory: a URL the browser caches instead of a data URL in every
// answer. Public, as the picture is.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppServices } from '../../context.ts';
import { decodeDataUrl, imageSize } from './picture.ts';

export const VENDOR_PICTURE_PATH = '/api/vendor-picture/';

/** The picture's address; its version (the vendor's last change) makes a new picture a new URL. */
export function vendorPictureUrl(vendor: { id: number; picture: string | null; updatedAt: Date }): string | null {
  return vendor.picture ? `${VENDOR_PICTURE_PATH}${vendor.id}?v=${vendor.updatedAt.getTime()}` : null;
}

export function createVendorPictureHandler(app: AppServices) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    try {
      const match = /^\/api\/vendor-picture\/(\d{1,9})$/.exec((req.url ?? '').split('?')[0]!);
      const vendor =
        match && (req.method === 'GET' || req.method === 'HEAD')
          ? await app.prisma.vendor.findUnique({ where: { id: Number(match[1]) }, select: { picture: true } })
          : null;
      const bytes = vendor?.picture ? decodeDataUrl(vendor.picture) : null;
      const info = bytes ? imageSize(bytes) : null;
      if (!bytes || !info) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
      res
        .writeHead(200, {
          'content-type': info.type === 'png' ? 'image/png' : 'image/jpeg',
          'content-length': bytes.length,
          // The URL carries the version: a changed picture is a new URL.
          'cache-control': 'public, max-age=86400',
          'x-content-type-options': 'nosniff',
        })
        .end(req.method === 'HEAD' ? undefined : bytes);
    } catch (error) {
      app.log.error({ err: error }, 'vendor picture failed');
      if (!res.headersSent) res.writeHead(500).end();
    }
  };
}
