import { parsePhoneNumber } from 'awesome-phonenumber';
import type { TFunction } from 'i18next';
import { type Struct, refine, string, unknown, validate } from 'superstruct';
import { registerNamespace } from './i18n.ts';
import formsEn from './locales/forms/en.json';
import formsFr from './locales/forms/fr.json';

// Rule messages load with the forms (namespace 'forms'), not with every page.
registerNamespace('forms', formsFr, formsEn);

// Spec §5 field rules as superstruct refinements named after the rule, each with its §8 message
// key under `validation.`. A form field lists rules by name (`validators(['required', ['minLength', 6]])`);
// an unknown name is a programming error and throws.

type Values = Record<string, unknown>;
/** What a rule sees besides the value: its parameter and the other fields of the form. */
export interface RuleContext {
  param?: unknown;
  values?: Values;
}
export interface RuleDefinition {
  /** The §8 message key (under `validation.`). */
  message: string;
  /** Empty values pass every rule but `required` (a field is optional unless it says so). */
  checksEmpty?: boolean;
  struct: (ctx: RuleContext) => Struct<unknown, unknown>;
  /** Interpolation values of the message. */
  params?: (ctx: RuleContext, value: unknown) => Record<string, unknown>;
}

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
/** Spec §5: required fails for null, empty array, false and blank text. */
export const isEmpty = (value: unknown): boolean =>
  value === null ||
  value === undefined ||
  value === false ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const rule = (name: string, test: (value: unknown, ctx: RuleContext) => boolean) => (ctx: RuleContext) =>
  refine(unknown(), name, (value) => test(value, ctx));
const num = (ctx: RuleContext) => Number(ctx.param);
const chars = (value: unknown) => [...text(value)].length;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
// Digits of any script a phone keyboard may produce: ASCII, Arabic-Indic and Extended Arabic-Indic.
const NUMERIC_PATTERN = /^[0-9\u0660-\u0669\u06F0-\u06F9]+$/;
const INTEGER_PATTERN = /^-?\d+$/;
const DOUBLE_PATTERN = /^-?\d+(\.\d{2})?$/;

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/** The other field's value when `param` names a field, else `param` itself. */
const otherValue = (ctx: RuleContext): unknown =>
  typeof ctx.param === 'string' && ctx.values && ctx.param in ctx.values ? ctx.values[ctx.param] : ctx.param;

/** "phoneMobile" -> "phone mobile", "closed_from" -> "closed from". */
export function humanize(field: string): string {
  return field
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
}

export const RULES: Record<string, RuleDefinition> = {
  required: { message: 'required', checksEmpty: true, struct: rule('required', (v) => !isEmpty(v)) },
  numeric: { message: 'numeric', struct: rule('numeric', (v) => NUMERIC_PATTERN.test(text(v))) },
  email: { message: 'invalidEmail', struct: rule('email', (v) => EMAIL_PATTERN.test(text(v).trim())) },
  integer: { message: 'integer', struct: rule('integer', (v) => INTEGER_PATTERN.test(text(v).trim())) },
  double: { message: 'double', struct: rule('double', (v) => DOUBLE_PATTERN.test(text(v).trim())) },
  min: {
    message: 'minimumValue',
    struct: rule('min', (v, c) => Number(v) >= num(c)),
    params: (c) => ({ min: c.param }),
  },
  max: {
    message: 'maximumValue',
    struct: rule('max', (v, c) => Number(v) <= num(c)),
    params: (c) => ({ max: c.param }),
  },
  minLength: {
    message: 'minimumLength',
    struct: rule('minLength', (v, c) => chars(v) >= num(c)),
    params: (c) => ({ min: c.param }),
  },
  maxLength: {
    message: 'maximumLength',
    struct: rule('maxLength', (v, c) => chars(v) <= num(c)),
    params: (c) => ({ max: c.param }),
  },
  length: {
    message: 'length',
    struct: rule('length', (v, c) => chars(v) === num(c)),
    params: (c) => ({ length: c.param }),
  },
  excluded: {
    message: 'excluded',
    struct: rule('excluded', (v, c) => !(Array.isArray(c.param) ? c.param : [c.param]).map(String).includes(text(v))),
    params: (_c, v) => ({ value: text(v) }),
  },
  greaterThan: {
    message: 'greaterThan',
    struct: rule('greaterThan', (v, c) => INTEGER_PATTERN.test(text(v).trim()) && Number(v) > num(c)),
    params: (c) => ({ min: c.param }),
  },
  divider: {
    message: 'divider',
    struct: rule('divider', (v, c) => Number.isFinite(Number(v)) && Number(v) % num(c) === 0),
    params: (c) => ({ divider: c.param }),
  },
  otherFieldSet: {
    message: 'otherField',
    checksEmpty: true,
    // Fails when this field is empty while the other one has a value.
    struct: rule('otherFieldSet', (v, c) => !(isEmpty(v) && !isEmpty(c.values?.[String(c.param)]))),
    params: (c) => ({ field: humanize(String(c.param)) }),
  },
  phone: {
    message: 'invalidPhone',
    struct: rule('phone', (v) => parsePhoneNumber(text(v).trim(), { regionCode: 'CH' }).valid),
  },
  time: { message: 'invalidTime', struct: rule('time', (v) => TIME_PATTERN.test(text(v))) },
  afterTime: {
    message: 'afterTime',
    struct: rule('afterTime', (v, c) => {
      const other = text(otherValue(c));
      if (!TIME_PATTERN.test(other)) return true;
      return TIME_PATTERN.test(text(v)) && minutes(text(v)) > minutes(other);
    }),
    params: (c) => ({ time: text(otherValue(c)) }),
  },
};

export type RuleName = keyof typeof RULES;
/** A rule by name, or [name, parameter]. */
export type RuleSpec = string | [string, unknown];
/** A final-form field validator: a message, or undefined when the value passes. */
export type FieldValidator = (value: unknown, values?: Values) => string | undefined;

/** The rule's definition; an unknown name is a programming error (spec §8). */
export function ruleDefinition(name: string): RuleDefinition {
  const definition = Object.hasOwn(RULES, name) ? RULES[name] : undefined;
  if (!definition) throw new Error(`No such validator ${name} exists`);
  return definition;
}

/** The name of the first failing rule, or undefined when the value passes them all. */
export function failingRule(value: unknown, specs: readonly RuleSpec[], values?: Values): RuleSpec | undefined {
  for (const spec of specs) {
    const [name, param] = typeof spec === 'string' ? [spec, undefined] : spec;
    const definition = ruleDefinition(name);
    if (!definition.checksEmpty && isEmpty(value)) continue;
    const [error] = validate(value, definition.struct({ param, values }));
    if (error) return spec;
  }
  return undefined;
}

/** Builds a field validator from rule specs; messages come translated through `t` (common namespace). */
export function validators(specs: readonly RuleSpec[], t: TFunction): FieldValidator {
  for (const spec of specs) ruleDefinition(typeof spec === 'string' ? spec : spec[0]);
  return (value, values) => {
    const failed = failingRule(value, specs, values);
    if (!failed) return undefined;
    const [name, param] = typeof failed === 'string' ? [failed, undefined] : failed;
    const definition = ruleDefinition(name);
    const params = definition.params?.({ param, values }, value) ?? {};
    return t(`validation.${definition.message}`, {
      ns: 'forms',
      defaultValue: t('validation.invalid', { ns: 'common' }),
      ...params,
    });
  };
}

// ---- legacy helpers kept for the login form ----
export const requiredText = refine(string(), 'required', (value) => value.trim().length > 0);

/** The first failing rule name of a struct, or undefined when the value passes. */
export function failedRule<T, S>(value: unknown, struct: Struct<T, S>): string | undefined {
  const [error] = validate(value, struct);
  if (!error) return undefined;
  return error.failures()[0].refinement ?? 'required';
}

// ---- server errors (spec §5: nested {field: {rule: message}}) ----
export interface FlatFieldError {
  field: string;
  message: string;
}

/** Nested server errors as 'field: message' lines, in the order the server sent them. */
export function flattenErrors(errors: unknown): FlatFieldError[] {
  if (!errors || typeof errors !== 'object') return [];
  const lines: FlatFieldError[] = [];
  const walk = (node: unknown, path: string[]): void => {
    if (typeof node === 'string') {
      lines.push({ field: path.slice(0, -1).join('.') || path.join('.'), message: node });
      return;
    }
    if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) walk(child, [...path, key]);
    }
  };
  walk(errors, []);
  return lines;
}

/** Per-field first message, for showing under each field (final-form submit errors). */
export function errorsByField(lines: readonly FlatFieldError[]): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const { field, message } of lines) byField[field] ??= message;
  return byField;
}

// ---- uniqueness (spec §5): valid only when the lookup returns no records, debounced 300 ms ----
export const UNIQUENESS_DEBOUNCE_MS = 300;

/**
 * An async validator that waits `delay` ms of quiet before asking `lookup`; an earlier pending call
 * resolves as valid (final-form only keeps the latest). Empty values pass without a lookup.
 */
export function debouncedUnique(
  lookup: (value: string) => Promise<readonly unknown[]>,
  message: (value: string) => string,
  delay = UNIQUENESS_DEBOUNCE_MS,
): (value: unknown) => Promise<string | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: ((result: string | undefined) => void) | undefined;
  return (value) => {
    if (timer) clearTimeout(timer);
    pending?.(undefined);
    const candidate = text(value).trim();
    if (!candidate) return Promise.resolve(undefined);
    return new Promise((resolve) => {
      pending = resolve;
      timer = setTimeout(() => {
        pending = undefined;
        lookup(candidate).then(
          (records) => resolve(records.length > 0 ? message(candidate) : undefined),
          // A failed lookup must not block the form: the server checks again on save.
          () => resolve(undefined),
        );
      }, delay);
    });
  };
}
