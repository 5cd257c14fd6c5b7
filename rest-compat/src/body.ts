// Request bodies: JSON (optionally wrapped as {"data": {...}}), or multipart/form-data for routes
// that take a file (read by the web platform's own FormData parser; a file becomes a data URL).
import type { IncomingMessage } from 'node:http';
import { FORBIDDEN_KEYS, ForbiddenKeyError, parseJson } from '@salon/shared';

export const MAX_BODY_BYTES = 8 * 1024 * 1024;
/** The highest list index a form field name may give ("a[1000]"): no client sends longer lists. */
const MAX_FORM_INDEX = 1000;

export class BodyError extends Error {
  constructor(readonly kind: 'badJson' | 'badBody' | 'tooLarge' | 'forbiddenKey') {
    super(kind);
  }
}

async function readAll(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new BodyError('tooLarge');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

const unwrap = (obj: Record<string, unknown>) => {
  const keys = Object.keys(obj);
  if (keys.length === 1 && keys[0] === 'data' && obj.data && typeof obj.data === 'object' && !Array.isArray(obj.data)) {
    return obj.data as Record<string, unknown>;
  }
  return obj;
};

/** JSON text as data; a forbidden key is refused, a syntax error is `badJson`. */
function json(text: string): unknown {
  try {
    return parseJson(text);
  } catch (error) {
    throw new BodyError(error instanceof ForbiddenKeyError ? 'forbiddenKey' : 'badJson');
  }
}

/**
 * Sets a form field "a[b][0]" or "a.b" into a nested object. Only own properties are followed, a
 * forbidden key or a list index past MAX_FORM_INDEX is refused, and a name that goes through a
 * plain value ("a" then "a[b]") is a bad body.
 */
function setPath(target: Record<string, unknown>, name: string, value: unknown) {
  const keys = name.replace(/\]/g, '').split(/[[.]/).filter(Boolean);
  if (keys.some((key) => FORBIDDEN_KEYS.has(key))) throw new BodyError('forbiddenKey');
  if (keys.some((key) => /^\d+$/.test(key) && Number(key) > MAX_FORM_INDEX)) throw new BodyError('badBody');
  let node: Record<string, unknown> = target;
  keys.forEach((key, i) => {
    if (i === keys.length - 1) {
      node[key] = value;
      return;
    }
    const nextIsIndex = /^\d+$/.test(keys[i + 1] ?? '');
    if (!Object.hasOwn(node, key)) node[key] = nextIsIndex ? [] : {};
    const next = node[key];
    if (!next || typeof next !== 'object') throw new BodyError('badBody');
    node = next as Record<string, unknown>;
  });
}

export async function readBody(req: IncomingMessage, multipart: boolean): Promise<Record<string, unknown>> {
  const type = String(req.headers['content-type'] ?? '');
  if (/^multipart\/form-data/i.test(type)) {
    if (!multipart) throw new BodyError('badBody');
    const raw = await readAll(req);
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(raw), { headers: { 'content-type': type } }).formData();
    } catch {
      throw new BodyError('badBody');
    }
    const out: Record<string, unknown> = {};
    for (const [name, value] of form.entries()) {
      if (typeof value === 'string') {
        // JSON-encoded parts (a whole "data" object, or nested values) are read as JSON.
        const trimmed = value.trim();
        let parsed: unknown = value;
        if ((trimmed.startsWith('{') && trimmed.endsWith('}')) || (trimmed.startsWith('[') && trimmed.endsWith(']'))) {
          try {
            parsed = json(trimmed);
          } catch (error) {
            if ((error as BodyError).kind === 'forbiddenKey') throw error;
            parsed = value;
          }
        }
        if (name === 'data' && parsed && typeof parsed === 'object' && !Array.isArray(parsed))
          Object.assign(out, parsed);
        else setPath(out, name, parsed);
      } else {
        const bytes = Buffer.from(await value.arrayBuffer());
        setPath(out, name, `data:${value.type || 'application/octet-stream'};base64,${bytes.toString('base64')}`);
      }
    }
    return out;
  }
  const text = (await readAll(req)).toString('utf8').trim();
  if (!text) return {};
  const parsed = json(text);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new BodyError('badBody');
  return unwrap(parsed as Record<string, unknown>);
}
