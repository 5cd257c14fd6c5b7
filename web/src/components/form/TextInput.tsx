import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Field } from 'react-final-form';
import type { RuleSpec } from '../../lib/validation.ts';
import { fieldMessage, useRuleValidator } from './fieldRules.ts';

interface TextInputProps extends Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> {
  name: string;
  /** Spec §5 rules by name, e.g. ['required', 'email', ['minLength', 6]]. */
  rules?: readonly RuleSpec[];
  /** An async check run after the rules pass (uniqueness lookups). */
  asyncCheck?: (value: unknown) => Promise<string | undefined>;
}

/** A final-form field on an MUI text field: rule messages once touched, server messages after a submit. */
export function TextInput({ name, rules = [], asyncCheck, helperText, ...props }: TextInputProps) {
  const validate = useRuleValidator(rules, asyncCheck);
  return (
    <Field<string> name={name} validate={validate} type={props.type}>
      {({ input, meta }) => {
        const message = fieldMessage(meta);
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
