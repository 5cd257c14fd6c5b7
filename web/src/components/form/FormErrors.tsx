import { useForm } from 'react-final-form';
import type { FlatFieldError } from '../../lib/validation.ts';
import { ServerValidationErrors } from '../ServerValidationErrors.tsx';

export interface FormFailure {
  message: string;
  fieldErrors: FlatFieldError[];
}

/** The server's answer to a failed submit: its sentence, and the field messages no field shows. */
export function FormErrors({
  failure,
  shownFields,
}: {
  failure: FormFailure | null | undefined;
  shownFields?: readonly string[];
}) {
  if (!failure) return null;
  return (
    <ServerValidationErrors message={failure.message} fieldErrors={failure.fieldErrors} shownFields={shownFields} />
  );
}

/** The same, inside a react-final-form form: the messages of the fields it shows stay under them. */
export function FormErrorsInForm({ failure }: { failure: FormFailure | null | undefined }) {
  const form = useForm();
  return <FormErrors failure={failure} shownFields={form.getRegisteredFields()} />;
}
