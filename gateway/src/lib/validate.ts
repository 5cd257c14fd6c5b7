// Boundary validation with superstruct, reporting spec §5 nested errors {field: {rule: message}}.
import { type Struct, type StructError, validate } from 'superstruct';
import { type FieldErrors, ValidationError } from './errors.ts';
import { type Lang, type MessageKey, t } from './i18n.ts';

/** Maps a superstruct refinement/type name to a spec §8 validation message key. */
const ruleKeys: Record<string, MessageKey> = {
  required: 'validation.required',
  email: 'validation.invalidEmail',
  minimumLength: 'validation.minimumLength',
};

export function fieldErrors(error: StructError, lang: Lang): FieldErrors {
  const errors: FieldErrors = {};
  for (const failure of error.failures()) {
    const field = failure.path.join('.') || '_';
    const rule = failure.refinement ?? (failure.value == null || failure.value === '' ? 'required' : 'invalid');
    const key = ruleKeys[rule] ?? 'validation.invalid';
    errors[field] ??= {};
    errors[field][rule] = t(lang, key, { min: 6 });
  }
  return errors;
}

/** Validates input against a struct or throws a ValidationError with field-level messages. */
export function parseInput<T, S>(struct: Struct<T, S>, input: unknown, lang: Lang): T {
  const [error, value] = validate(input, struct, { coerce: true });
  if (error) throw new ValidationError(t(lang, 'form.errors'), fieldErrors(error, lang));
  return value;
}
