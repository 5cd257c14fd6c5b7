// Spec §5 field rules, shared by the web forms and the server: each rule is a superstruct refinement
// named after the rule, with its §8 message key (under `validation.`). Pure: no I/O, no i18n.
import { type Struct, refine, unknown } from 'superstruct';

export type Values = Record<string, unknown>;
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
  /** Loads what the rule needs before it can run (a library kept out of the first download). */
  load?: () => Promise<unknown>;
}

export const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
/** Spec §5: required fails for null, empty array, false and blank text. */
export const isEmpty = (value: unknown): boolean =>
  value === null ||
  value === undefined ||
  value === false ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** Spec §5 "both empty or both filled": true when exactly one of the pair is filled. */
export const unpaired = (a: unknown, b: unknown): boolean => isEmpty(a) !== isEmpty(b);

const rule = (name: string, test: (value: unknown, ctx: RuleContext) => boolean) => (ctx: RuleContext) =>
  refine(unknown(), name, (value) => test(value, ctx));
const num = (ctx: RuleContext) => Number(ctx.param);
const chars = (value: unknown) => [...text(value)].length;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

// The phone check comes from `@salon/shared/phone` (phone.ts), loaded on demand: its library is
// large, and most pages that validate fields never check a phone number.
let phoneCheck: ((value: string) => boolean) | undefined;
/** Enables the `phone` rule with phone.ts's check (what loadPhoneRule does; the server calls it at start). */
export function registerPhoneCheck(check: (value: string) => boolean): void {
  phoneCheck = check;
}
/** Loads `@salon/shared/phone`; the `phone` rule runs once it has resolved. */
export const loadPhoneRule = (): Promise<void> => import('./phone.ts').then((m) => registerPhoneCheck(m.isPhone));
function checkPhone(value: string): boolean {
  if (!phoneCheck)
    throw new Error('The phone rule runs only after loadPhoneRule() (or @salon/shared/phone) has loaded');
  return phoneCheck(value);
}
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
// Digits of any script a phone keyboard may produce: ASCII, Arabic-Indic and Extended Arabic-Indic.
const NUMERIC_PATTERN = /^[0-9\u0660-\u0669\u06F0-\u06F9]+$/;
const INTEGER_PATTERN = /^-?\d+$/;
const DOUBLE_PATTERN = /^-?\d+(\.\d{2})?$/;
// A rate as Swiss rates are written: 8.1, 2.6, 3.8 or 7.70 (a comma too).
const PERCENT_PATTERN = /^\d{1,3}([.,]\d{1,2})?$/;

/** A number typed with a decimal point or a decimal comma. */
const decimal = (v: unknown) => Number(text(v).trim().replace(',', '.'));

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
  percent: { message: 'percent', struct: rule('percent', (v) => PERCENT_PATTERN.test(text(v).trim())) },
  min: {
    message: 'minimumValue',
    struct: rule('min', (v, c) => decimal(v) >= num(c)),
    params: (c) => ({ min: c.param }),
  },
  max: {
    message: 'maximumValue',
    struct: rule('max', (v, c) => decimal(v) <= num(c)),
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
  bothOrNone: {
    message: 'bothOrNone',
    checksEmpty: true,
    // A pair (a zip and its city): fails when one is filled and the other is not.
    struct: rule('bothOrNone', (v, c) => !unpaired(v, c.values?.[String(c.param)])),
  },
  phone: { message: 'invalidPhone', load: loadPhoneRule, struct: rule('phone', (v) => checkPhone(text(v))) },
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
