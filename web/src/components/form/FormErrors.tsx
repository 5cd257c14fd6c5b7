import type { FlatFieldError } from '../../lib/validation.ts';
import { ServerValidationErrors } from '../ServerValidationErrors.tsx';

export interface FormFailure {
  message: string;
  fieldErrors: FlatFieldError[];
}

/** The server's answer to a failed submit: a bold message over 'field: message' lines. */
export function FormErrors({ failure }: { failure: FormFailure | null | undefined }) {
  if (!failure) return null;
  return <ServerValidationErrors message={failure.message} fieldErrors={failure.fieldErrors} />;
}
