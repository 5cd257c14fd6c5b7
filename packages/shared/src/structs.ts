// Superstruct structs of the spec §5 rules for server inputs. A refinement fails with the rule's
// name and its parameters (JSON in the failure message), so fieldErrors() can name them; the
// result is the nested {field: {rule: message}} shape of spec §5/§8.
import { define, integer, refine, type Struct, type StructError, string, trimmed } from 'superstruct';
import { EMAIL_PATTERN, RULES, registerPhoneCheck } from './field-rules.ts';
import { isPhone } from './phone.ts';
import type { Lang } from './languages.ts';
import { type Params, type ValidationKey, validationMessage } from './messages.ts';

export type FieldErrors = Record<string, Record<string, string>>;

/** A rule whose failure is reported under `name`, with `params` for its message. */
export const rule = <T, S>(struct: Struct<T, S>, name: string, check: (value: T) => boolean, params: Params = {}) =>
  refine(struct, name, (value) => check(value) || JSON.stringify(params));

export const trimmedText = () => trimmed(string());
const filled = () => rule(trimmedText(), 'required', (v) => v.length > 0);
export const requiredString = filled;
export const requiredText = (max = 255) => rule(filled(), 'maxLength', (v) => [...v].length <= max, { max });
export const maxText = (max: number) => rule(trimmedText(), 'maxLength', (v) => [...v].length <= max, { max });

/** Empty is allowed (spec §5); requiredEmail for a required address. */
export const email = () => rule(trimmedText(), 'email', (v) => v === '' || EMAIL_PATTERN.test(v));
export const requiredEmail = () => rule(filled(), 'email', (v) => EMAIL_PATTERN.test(v));
/** A login password: at least 6 characters (reported as minimumLength, as the sign-up forms expect). */
export const password = () => rule(string(), 'minimumLength', (v) => [...v].length >= 6, { min: 6 });

/** Phones are stored compact (+41791234567) so that look-ups compare like with like. */
export const compactPhone = (value: string) => value.replace(/[\s().-]/g, '');
// The server checks phones at once: the rule needs no loading here.
registerPhoneCheck(isPhone);
export const phone = () => rule(trimmedText(), 'phone', (v) => v === '' || isPhone(v));

export const slug = () => rule(filled(), 'slug', (v) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(v) && v.length <= 80);
export const color = () => rule(trimmedText(), 'color', (v) => /^#[0-9a-fA-F]{6}$/.test(v));

/** An integer within [min, max], optionally a multiple of `divider`. */
export function int(min: number, max: number, divider?: number) {
  let s: Struct<number, null> = rule(
    rule(integer(), 'min', (v) => v >= min, { min }),
    'max',
    (v) => v <= max,
    { max },
  );
  if (divider) s = rule(s, 'divider', (v) => v % divider === 0, { divider });
  return s;
}

export const oneOf = <T extends string>(values: readonly T[]) =>
  define<T>('excluded', (v) => typeof v === 'string' && (values as readonly string[]).includes(v));

/** Rule name -> message key: the §5 rules of field-rules.ts, and the server's own. */
const messageOf: Record<string, ValidationKey> = {
  ...Object.fromEntries(Object.entries(RULES).map(([name, definition]) => [name, definition.message as ValidationKey])),
  minimumLength: 'minimumLength',
  valueAlreadyRegistered: 'valueAlreadyRegistered',
  color: 'color',
  slug: 'slug',
  timezone: 'timezone',
  invalid: 'invalid',
};

/** The message of a failed rule (unknown rules read "Field is invalid"). */
export function fieldMessage(lang: Lang, ruleName: string, params: Params = {}): string {
  return validationMessage(lang, messageOf[ruleName] ?? 'invalid', params);
}

function failureRule(failure: { refinement?: string; type: string; value: unknown }): string {
  if (failure.refinement) return failure.refinement;
  if (failure.value == null || failure.value === '') return 'required';
  if (failure.type === 'integer' || failure.type === 'number') return 'integer';
  if (failure.type === 'excluded') return 'excluded';
  return 'invalid';
}

function parseParams(message: string): Params {
  if (!message.startsWith('{')) return {};
  try {
    return JSON.parse(message) as Params;
  } catch {
    return {};
  }
}

/** Every failing field of a superstruct error, as {field: {rule: message}}. */
export function fieldErrors(error: StructError, lang: Lang): FieldErrors {
  const errors: FieldErrors = {};
  for (const failure of error.failures()) {
    const field = failure.path.join('.') || '_';
    const name = failureRule(failure);
    errors[field] ??= {};
    errors[field][name] = fieldMessage(lang, name, parseParams(failure.message));
  }
  return errors;
}
