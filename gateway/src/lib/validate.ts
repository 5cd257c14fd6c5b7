// Boundary validation: superstruct structs built on the shared spec §5 rules (@salon/shared),
// reported as a ValidationError with the nested {field: {rule: message}} shape (§5, §8).
import { fieldErrors, fieldMessage, type Params } from '@salon/shared';
import { type Struct, validate } from 'superstruct';
import { type FieldErrors, ValidationError } from './errors.ts';
import { type Lang, t } from './i18n.ts';

/** Validates (and coerces) input, or throws a ValidationError with every failing field. */
export function parseInput<T, S>(struct: Struct<T, S>, input: unknown, lang: Lang): T {
  const [error, value] = validate(input, struct, { coerce: true });
  if (error) throw new ValidationError(t(lang, 'form.errors'), fieldErrors(error, lang));
  return value;
}

/** A single field error, e.g. a uniqueness or business rule found after parsing. */
export function invalid(lang: Lang, field: string, ruleName: string, params: Params = {}, message?: string) {
  return new ValidationError(t(lang, 'form.errors'), {
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
    if (Object.keys(this.errors).length) throw new ValidationError(t(this.lang, 'form.errors'), this.errors);
  }
}
