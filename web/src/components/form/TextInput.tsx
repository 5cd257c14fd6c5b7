import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useMemo } from 'react';
import { Field } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { type RuleSpec, validators } from '../../lib/validation.ts';

type Async = (value: unknown) => Promise<string | undefined>;

interface TextInputProps extends Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> {
  name: string;
  /** Spec §5 rules by name, e.g. ['required', 'email', ['minLength', 6]]. */
  rules?: readonly RuleSpec[];
  /** An async check run after the rules pass (uniqueness lookups). */
  asyncCheck?: Async;
}

/** A final-form field on an MUI text field: rule messages once touched, server messages after a submit. */
export function TextInput({ name, rules = [], asyncCheck, helperText, ...props }: TextInputProps) {
  const { t, i18n } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: messages follow the language.
  const validate = useMemo(() => {
    const sync = validators(rules, t);
    return (value: unknown, values: object) => {
      const after = (message: string | undefined) => (message || !asyncCheck ? message : asyncCheck(value));
      // A promise while a rule's code is still loading (the phone rule), then the plain message.
      const message = sync(value, values as Record<string, unknown>);
      return message instanceof Promise ? message.then(after) : after(message);
    };
  }, [rules, asyncCheck, t, i18n.language]);
  return (
    <Field<string> name={name} validate={validate} type={props.type}>
      {({ input, meta }) => {
        // Rule messages once the field was changed or a submit failed (not on a mere blur: no layout jump).
        const message =
          (meta.touched && (meta.modified || meta.submitFailed) && meta.error) ||
          (!meta.dirtySinceLastSubmit && meta.submitError) ||
          undefined;
        return (
          <TextField
            {...props}
            {...input}
            value={input.value ?? ''}
            id={props.id ?? `field-${name}`}
            required={rules.includes('required')}
            error={Boolean(message)}
            helperText={message || helperText}
          />
        );
      }}
    </Field>
  );
}
