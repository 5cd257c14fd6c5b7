// Keys that reach the prototype chain when an object is built from them (`obj[key] = value`):
// refused at every door (JSON bodies, multipart field names, query strings, GraphQL variables),
// so no code further in ever builds an object from an attacker's `__proto__` or `constructor`.
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

export class ForbiddenKeyError extends Error {
  constructor(readonly key: string) {
    super(`Forbidden key ${key}`);
  }
}

/** JSON.parse that throws ForbiddenKeyError on a forbidden key at any depth (SyntaxError otherwise). */
export function parseJson(text: string): unknown {
  return JSON.parse(text, (key, value) => {
    if (FORBIDDEN_KEYS.has(key)) throw new ForbiddenKeyError(key);
    return value;
  });
}

/**
 * The first forbidden key in already parsed data, or null. Walked without recursion; nesting
 * deeper than maxDepth counts as forbidden too (no client of this app sends it).
 */
export function findForbiddenKey(value: unknown, maxDepth = 64): string | null {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop() as [unknown, number];
    if (!node || typeof node !== 'object') continue;
    if (depth > maxDepth) return '(nesting)';
    if (Array.isArray(node)) {
      for (const item of node) stack.push([item, depth + 1]);
      continue;
    }
    for (const key of Object.keys(node)) {
      if (FORBIDDEN_KEYS.has(key)) return key;
      stack.push([(node as Record<string, unknown>)[key], depth + 1]);
    }
  }
  return null;
}
