import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { FormApi, SubmissionErrors } from 'final-form';
import { type ReactNode, useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../lib/alerts.ts';
import { errorsByField, flattenErrors } from '../../lib/validation.ts';
import { FormErrors, type FormFailure } from '../form/FormErrors.tsx';
import { ReportDirty } from './dirtyGuard.tsx';

/** What a mutation's result union looks like when it failed (ValidationError, ConflictError, NotFoundError…). */
export interface MutationFailure {
  __typename: string;
  message: string;
  errors?: unknown;
}

/** The outcome of one submit: done, or a failure to show (message + field errors). */
export type SubmitOutcome = { ok: true; message?: string } | { ok: false; failure: FormFailure };

/**
 * Turns a mutation answer into a submit outcome: a result whose `__typename` is in `successTypes` is
 * done; any other member of the union is a failure with its nested field errors flattened (spec §5).
 */
export function outcomeOf(
  result: { __typename?: string; message?: string | null; errors?: unknown } | null | undefined,
  successTypes: readonly string[],
  error?: { message: string } | null,
  fallbackMessage = '',
): SubmitOutcome {
  if (result?.__typename && successTypes.includes(result.__typename)) return { ok: true };
  if (!result || error) {
    return { ok: false, failure: { message: error?.message || fallbackMessage, fieldErrors: [] } };
  }
  const fieldErrors = result.__typename === 'ValidationError' ? flattenErrors(result.errors) : [];
  return { ok: false, failure: { message: result.message || fallbackMessage, fieldErrors } };
}

interface EntityFormProps<V extends object> {
  initialValues?: Partial<V>;
  /** Runs the mutation and says how it went; field errors go under their fields. */
  onSubmit: (values: V, form: FormApi<V>) => Promise<SubmitOutcome>;
  /** Called after a successful save (close the panel, navigate). */
  onSaved?: (values: V) => void;
  children: ReactNode;
  submitLabel?: string;
  /** Extra buttons beside submit (cancel, delete). */
  secondaryActions?: ReactNode;
  /** The toast after a save (spec §8 'Data saved.' by default); null for none. */
  savedMessage?: string | null;
  /** How long that toast stays, in seconds (the alerts' default when not given). */
  savedCountdown?: number;
  'data-testid'?: string;
}

/**
 * A react-final-form form with the product's submit behaviour: the button shows the saving state,
 * server field errors show under their fields (a message for no field of the form under the form), the §8 toasts.
 */
export function EntityForm<V extends object>({
  initialValues,
  onSubmit,
  onSaved,
  children,
  submitLabel,
  secondaryActions,
  savedMessage,
  savedCountdown,
  ...rest
}: EntityFormProps<V>) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const submit = async (values: V, form: FormApi<V>): Promise<SubmissionErrors | undefined> => {
    setFailure(null);
    let outcome: SubmitOutcome;
    try {
      outcome = await onSubmit(values, form);
    } catch (error) {
      outcome = {
        ok: false,
        failure: { message: (error as Error).message || t('scaffold.saveFailed'), fieldErrors: [] },
      };
    }
    if (!outcome.ok) {
      // The server names fields in snake case (`phone_work`): each error goes to the form's own field.
      const registered = new Set(form.getRegisteredFields());
      const fieldErrors = outcome.failure.fieldErrors.map((e) => {
        const camel = e.field.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
        return registered.has(e.field) || !registered.has(camel) ? e : { ...e, field: camel };
      });
      outcome = { ok: false, failure: { ...outcome.failure, fieldErrors } };
      setFailure(outcome.failure);
      pushAlert({ type: 'danger', message: outcome.failure.message || t('scaffold.formErrors') });
      return errorsByField(outcome.failure.fieldErrors);
    }
    const message = savedMessage === undefined ? (outcome.message ?? t('scaffold.saved')) : savedMessage;
    if (message) pushAlert({ type: 'success', message, countdown: savedCountdown });
    onSaved?.(values);
    return undefined;
  };
  return (
    <Form<V> onSubmit={submit} initialValues={initialValues}>
      {({ handleSubmit, form, submitting, hasValidationErrors, submitFailed }) => (
        <Box component="form" onSubmit={handleSubmit} noValidate data-testid={rest['data-testid']}>
          <ReportDirty />
          <Stack spacing={2}>{children}</Stack>
          {submitFailed && hasValidationErrors && !failure ? (
            <Box role="alert" sx={{ color: 'error.main', mt: 2 }}>
              {t('scaffold.formErrors')}
            </Box>
          ) : null}
          <FormErrors failure={failure} shownFields={form.getRegisteredFields()} />
          <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
            {secondaryActions}
            <Button type="submit" variant="primary" disabled={submitting} data-testid="form-submit">
              {submitting ? t('scaffold.saving') : (submitLabel ?? t('scaffold.save'))}
            </Button>
          </Stack>
        </Box>
      )}
    </Form>
  );
}
