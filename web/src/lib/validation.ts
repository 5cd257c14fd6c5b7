import type { TFunction } from 'i18next';
import { type Struct, refine, string, validate } from 'superstruct';
import { registerNamespace } from './i18n.ts';

import type { Lang } from '@salon/shared/languages';
import { VALIDATION_MESSAGES } from '@salon/shared/messages';

// The §8 rule texts are the shared catalog's (the gateway's and the REST errors' too), in i18next's
// placeholder syntax; they load with the forms (namespace 'forms'), not with every page.
const validationTexts = (lang: Lang) =>
  Object.fromEntries(
    Object.entries(VALIDATION_MESSAGES).map(([key, texts]) => [key, texts[lang].replace(/\{(\w+)\}/g, '{{$1}}')]),
  );
registerNamespace('forms', import.meta.glob('./locales/forms/*.json', { eager: true, import: 'default' }), (lng) => ({
  validation: validationTexts(lng),
}));

// A form field lists the shared §5 rules by name (`validators(['required', ['minLength', 6]])`);
// an unknown name is a programming error and throws.
import { isEmpty, RULES, type RuleDefinition, type RuleSpec, text, type Values } from '@salon/shared/field-rules';

export {
  EMAIL_PATTERN,
  humanize,
  isEmpty,
  RULES,
  type RuleContext,
  type RuleDefinition,
  type RuleName,
  type RuleSpec,
  TIME_PATTERN,
} from '@salon/shared/field-rules';

/**
 * A final-form field validator: a message, or undefined when the value passes. A rule whose code
 * loads on demand (the phone rule) makes it answer with a promise until that code has arrived.
 */
export type FieldValidator = (value: unknown, values?: Values) => string | undefined | Promise<string | undefined>;

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

const loadedRules = new Map<string, Promise<unknown>>();
const readyRules = new Set<string>();

/**
 * Starts loading what the named rules need (the phone rule's library); resolves once they can run.
 * A failed load may be retried by the next call.
 */
export function loadRules(specs: readonly RuleSpec[]): Promise<void> {
  const pending: Promise<unknown>[] = [];
  for (const spec of specs) {
    const name = typeof spec === 'string' ? spec : spec[0];
    const load = ruleDefinition(name).load;
    if (!load || readyRules.has(name)) continue;
    let loading = loadedRules.get(name);
    if (!loading) {
      loading = load().then(
        () => readyRules.add(name),
        (error: unknown) => {
          loadedRules.delete(name);
          throw error;
        },
      );
      loadedRules.set(name, loading);
    }
    pending.push(loading);
  }
  return Promise.all(pending).then(() => undefined);
}

/** True when every named rule can run now (nothing left to load). */
export function rulesReady(specs: readonly RuleSpec[]): boolean {
  return specs.every((spec) => {
    const name = typeof spec === 'string' ? spec : spec[0];
    return !ruleDefinition(name).load || readyRules.has(name);
  });
}

/**
 * Builds a field validator from rule specs; messages come translated through `t` (common namespace).
 * Rules that load on demand start loading now; until they have, the validator answers with a promise.
 */
export function validators(specs: readonly RuleSpec[], t: TFunction): FieldValidator {
  for (const spec of specs) ruleDefinition(typeof spec === 'string' ? spec : spec[0]);
  const check = syncValidator(specs, t);
  if (rulesReady(specs)) return check;
  const ready = loadRules(specs);
  // Not an unhandled rejection when no value is checked before a failed load.
  ready.catch(() => undefined);
  return (value, values) => (rulesReady(specs) ? check(value, values) : ready.then(() => check(value, values)));
}

function syncValidator(specs: readonly RuleSpec[], t: TFunction) {
  return (value: unknown, values?: Values): string | undefined => {
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

/** The rules of an address's zip and city: their lengths, and both or neither (spec §5). */
export function zipCityRules(zipMax: number): { zip: RuleSpec[]; city: RuleSpec[] } {
  return {
    zip: [
      ['maxLength', zipMax],
      ['bothOrNone', 'city'],
    ],
    city: [
      ['maxLength', 100],
      ['bothOrNone', 'zip'],
    ],
  };
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
