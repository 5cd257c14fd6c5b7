// File downloads as plain HTTP routes under /api (JSON envelopes cannot carry files), for the staff
// or admins of a vendor, authorized by the same Bearer token as the API. Failures answer the REST envelope
// `{data: {message, errors}}` with the REST status of the error.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type AppServices, type Context, createContext } from '../../context.ts';
import { ForbiddenKeyError, langOf, msg, parseJson } from '@salon/shared';
import { BODY_LIMITS } from '../../lib/body-limit.ts';
import { DomainError } from '../../lib/errors.ts';
import { Role, type RoleValue } from '../../lib/roles.ts';

const statusByCode: Record<string, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  VALIDATION: 422,
};

export interface DownloadFile {
  name: string;
  contentType: string;
  body: Buffer | string;
}

/** A body refused before its content is used: too large (413) or with a forbidden key (400). */
class BodyRefused extends Error {
  constructor(
    readonly status: number,
    readonly kind: 'tooLarge' | 'forbiddenKey',
  ) {
    super(kind);
  }
}

/**
 * A request's JSON body (optionally wrapped in `data`), or {} when there is none or it is not JSON.
 * At most BODY_LIMITS.small bytes are read (a chunked body is counted as it comes).
 */
export async function readJsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > BODY_LIMITS.small) throw new BodyRefused(413, 'tooLarge');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (!text) return {};
  let body: Record<string, unknown>;
  try {
    body = parseJson(text) as Record<string, unknown>;
  } catch (error) {
    if (error instanceof ForbiddenKeyError) throw new BodyRefused(400, 'forbiddenKey');
    return {};
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return {};
  return (body.data && typeof body.data === 'object' ? body.data : body) as Record<string, unknown>;
}

type Produce = (ctx: Context, url: URL, req: IncomingMessage) => Promise<DownloadFile | null>;

/** A handler that answers the file `produce` makes for an admin, or null for a path it does not know (404). */
export const adminFileDownload = (services: AppServices, what: string, produce: Produce) =>
  fileDownload(services, what, Role.admin, produce);

/**
 * A handler that answers the file `produce` makes for a user of a vendor with at least `role`, or
 * null for a path it does not know (404).
 */
export function fileDownload(services: AppServices, what: string, role: RoleValue, produce: Produce) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const fail = (status: number, message: string, errors: unknown = {}) =>
      res
        .writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
        .end(JSON.stringify({ data: { message, errors } }));
    try {
      const url = new URL(req.url ?? '/', 'http://local');
      const ctx = await createContext(services, req.headers.authorization, req.headers['accept-language']);
      if (!ctx.viewer) return fail(401, 'Sign-in required');
      if (ctx.viewer.role < role || ctx.viewer.vendorId == null) return fail(403, 'Access denied');
      const file = await produce(ctx, url, req);
      if (!file) return fail(404, `No route for ${url.pathname}`);
      const body = typeof file.body === 'string' ? Buffer.from(file.body, 'utf8') : file.body;
      res
        .writeHead(200, {
          'content-type': file.contentType,
          'content-disposition': `attachment; filename="${file.name}"`,
          'content-length': body.length,
          'cache-control': 'no-store',
          ...(ctx.refreshedToken ? { 'x-refreshed-token': ctx.refreshedToken } : {}),
        })
        .end(body);
    } catch (error) {
      if (error instanceof BodyRefused) {
        req.resume();
        return fail(error.status, msg(langOf(req.headers['accept-language']), error.kind));
      }
      if (error instanceof DomainError) {
        return fail(statusByCode[error.code] ?? 400, error.message, (error as { errors?: unknown }).errors ?? {});
      }
      services.log.error({ err: error }, `${what} download failed`);
      return fail(500, 'Unexpected error');
    }
  };
}
