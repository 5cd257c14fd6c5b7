// Boundary validation for configuration inputs: superstruct structs whose refinements carry the
// spec §5 rule name and its parameters, reported as nested {field: {rule: message}} (§5, §8).
import moment from 'moment-timezone';
import { define, integer, refine, type Struct, string, trimmed, validate } from 'superstruct';
import { type FieldErrors, ValidationError } from '../../lib/errors.ts';
import { EMAIL_PATTERN, isPhone } from '../../lib/field-rules.ts';
import type { Lang } from '../../lib/i18n.ts';
import { m, type ValidationMessage } from './configuration.messages.ts';

type Params = Record<string, string | number>;

/** Spec rule name -> message key. */
const messageOf: Record<string, ValidationMessage> = {
  required: 'required',
  email: 'invalidEmail',
  phone: 'invalidPhone',
  integer: 'integer',
  min: 'minimumValue',
  max: 'maximumValue',
  minLength: 'minimumLength',
  maxLength: 'maximumLength',
  divider: 'divider',
  greaterThan: 'greaterThan',
  excluded: 'excluded',
  color: 'color',
  slug: 'slug',
  timezone: 'timezone',
  valueAlreadyRegistered: 'valueAlreadyRegistered',
};

// A refinement fails with its parameters as the failure message, so the field message can name them.
const rule = <T, S>(struct: Struct<T, S>, name: string, check: (value: T) => boolean, params: Params = {}) =>
  refine(struct, name, (value) => check(value) || JSON.stringify(params));

export const text = () => trimmed(string());
export const requiredText = (max = 255) =>
  rule(
    rule(text(), 'required', (v) => v.length > 0),
    'maxLength',
    (v) => [...v].length <= max,
    { max },
  );
export const maxText = (max: number) => rule(text(), 'maxLength', (v) => [...v].length <= max, { max });

/** Empty is allowed (spec §5); combine with requiredText for a required address. */
export const email = () => rule(text(), 'email', (v) => v === '' || EMAIL_PATTERN.test(v));
export const requiredEmail = () =>
  rule(
    rule(text(), 'required', (v) => v.length > 0),
    'email',
    (v) => EMAIL_PATTERN.test(v),
  );

/** Phones are stored compact (+41791234567) so that look-ups compare like with like. */
export const compactPhone = (value: string) => value.replace(/[\s().-]/g, '');
export const phone = () => rule(text(), 'phone', (v) => v === '' || isPhone(v));

export const slug = () =>
  rule(
    rule(text(), 'required', (v) => v.length > 0),
    'slug',
    (v) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(v) && v.length <= 80,
  );

export const color = () => rule(text(), 'color', (v) => /^#[0-9a-fA-F]{6}$/.test(v));
export const timezone = () => rule(text(), 'timezone', (v) => moment.tz.zone(v) != null);

/** An integer within [min, max], optionally a multiple of `divider`. */
export function int(min: number, max: number, divider?: number) {
  let s: Struct<number, null> = rule(
    rule(integer(), 'min', (v) => v >= min, { min }),
    'max',
    (v) => v <= max,
    {
      max,
    },
  );
  if (divider) s = rule(s, 'divider', (v) => v % divider === 0, { divider });
  return s;
}

export const oneOf = <T extends string>(values: readonly T[]) =>
  define<T>('excluded', (v) => typeof v === 'string' && (values as readonly string[]).includes(v));

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

export function fieldMessage(lang: Lang, ruleName: string, params: Params = {}): string {
  return m(lang, messageOf[ruleName] ?? 'invalid', params);
}

/** Validates input or throws a ValidationError with every failing field. */
export function parseConfig<T, S>(struct: Struct<T, S>, input: unknown, lang: Lang): T {
  const [error, value] = validate(input, struct, { coerce: true });
  if (!error) return value;
  const errors: FieldErrors = {};
  for (const failure of error.failures()) {
    const field = failure.path.join('.') || '_';
    const name = failureRule(failure);
    errors[field] ??= {};
    errors[field][name] = fieldMessage(lang, name, parseParams(failure.message));
  }
  throw new ValidationError(m(lang, 'formErrors'), errors);
}

/** A single field error, e.g. a uniqueness or business rule found after parsing. */
export function invalid(lang: Lang, field: string, ruleName: string, params: Params = {}, message?: string) {
  return new ValidationError(m(lang, 'formErrors'), {
    [field]: { [ruleName]: message ?? fieldMessage(lang, ruleName, params) },
  });
}

/** Collects several field errors and throws them together. */
export class FieldErrorList {
  readonly errors: FieldErrors = {};
  constructor(private readonly lang: Lang) {}
  add(field: string, ruleName: string, params: Params = {}, message?: string) {
    this.errors[field] ??= {};
    this.errors[field][ruleName] = message ?? fieldMessage(this.lang, ruleName, params);
  }
  throwIfAny() {
    if (Object.keys(this.errors).length) throw new ValidationError(m(this.lang, 'formErrors'), this.errors);
  }
}

/** Throws when some ids are not rows of the viewer's vendor (lookup goes through ctx.vendorDb()). */
export async function ensureIds(
  lang: Lang,
  field: string,
  ids: readonly number[] | null | undefined,
  lookup: (ids: number[]) => Promise<{ id: number }[]>,
): Promise<number[]> {
  const unique = [...new Set(ids ?? [])];
  if (!unique.length) return [];
  const found = new Set((await lookup(unique)).map((r) => r.id));
  const missing = unique.filter((id) => !found.has(id));
  if (missing.length) throw invalid(lang, field, 'invalid', {}, m(lang, 'unknownIds', { ids: missing.join(', ') }));
  return unique;
}

/** True for a unique-constraint violation (SQLSTATE 23505 / Prisma P2002), however wrapped. */
export function isUniqueViolation(error: unknown): boolean {
  const text = `${(error as { code?: string })?.code ?? ''} ${(error as Error)?.message ?? ''}`;
  return /P2002|23505|unique constraint/i.test(text);
}

/** Lower-case, accent-free, hyphenated slug of a name. */
export function slugify(name: string): string {
  return (
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'x'
  );
}
