// The wire speaks the spec's snake_case; GraphQL speaks camelCase.
// Response keys come from a fixed schema: each conversion is computed once per process.
const memo = (fn: (key: string) => string) => {
  const seen = new Map<string, string>();
  return (key: string) => {
    let out = seen.get(key);
    if (out === undefined) {
      out = fn(key);
      if (seen.size < 10_000) seen.set(key, out);
    }
    return out;
  };
};
const toSnake = memo((key) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`));
const toCamel = memo((key) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()));

function mapKeys(value: unknown, fn: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((v) => mapKeys(v, fn));
  // Plain objects only (not dates, buffers); GraphQL execution results have a null prototype.
  const proto = value && typeof value === 'object' ? Object.getPrototypeOf(value) : undefined;
  if (proto === Object.prototype || proto === null) {
    return Object.fromEntries(Object.entries(value as object).map(([k, v]) => [fn(k), mapKeys(v, fn)]));
  }
  return value;
}

export const snakeKeys = (value: unknown) => mapKeys(value, toSnake);
export const camelKeys = (value: unknown) => mapKeys(value, toCamel);
