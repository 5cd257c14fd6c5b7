import { type SubmitOutcome, outcomeOf } from '../scaffold/EntityForm.tsx';

type Result = { __typename?: string; message?: string | null; errors?: unknown } | null | undefined;

/**
 * `outcomeOf` with the server's field paths renamed to the form's field names
 * (e.g. `names.0.name` → `nameFr`), so each message shows under its own field.
 */
export function configOutcome(
  result: Result,
  successTypes: readonly string[],
  error?: { message: string } | null,
  rename: (field: string) => string = (f) => f,
): SubmitOutcome {
  const outcome = outcomeOf(result, successTypes, error);
  if (outcome.ok) return outcome;
  return {
    ok: false,
    failure: {
      ...outcome.failure,
      fieldErrors: outcome.failure.fieldErrors.map((e) => ({ ...e, field: rename(e.field) })),
    },
  };
}

/** The error message of a failed mutation result (or null when it succeeded). */
export function failureOf(
  result: { __typename?: string; message?: string | null } | null | undefined,
  successTypes: readonly string[],
  error?: { message: string } | null,
): string | null {
  if (error) return error.message;
  if (!result) return 'Error';
  if (result.__typename && successTypes.includes(result.__typename)) return null;
  return result.message ?? 'Error';
}
