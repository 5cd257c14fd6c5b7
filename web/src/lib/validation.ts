import { type Struct, refine, string, unknown, validate } from 'superstruct';

// Field rules as superstruct structs, named after the spec's rule keys (§5), so the messages
// map onto `validation.<rule>` translations and match the server's {field: {rule: message}}.
export type RuleName = 'required';

/** Spec §5: required fails for null, empty array, false and blank text. */
export const required = refine(unknown(), 'required', (value) => {
  if (value === null || value === undefined || value === false) return false;
  if (typeof value === 'string') return value.trim().length > 0;
  if (Array.isArray(value)) return value.length > 0;
  return true;
});

export const requiredText = refine(string(), 'required', (value) => value.trim().length > 0);

/** The first failing rule name, or undefined when the value passes. */
export function failedRule<T, S>(value: unknown, struct: Struct<T, S>): string | undefined {
  const [error] = validate(value, struct);
  if (!error) return undefined;
  const failure = error.failures()[0];
  // A refinement failure carries its name; a type failure (wrong kind of value) counts as 'required'.
  return failure.refinement ?? 'required';
}
