// The date and time fields live in one module on purpose: each chunk file is named in the entry's
// preload map, which the public booking page downloads first, so fewer files keep that map small.
import type { SxProps, Theme } from '@mui/material/styles';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import type { FocusEventHandler, ReactNode } from 'react';
import { Field } from 'react-final-form';
import type { RuleSpec } from '../../lib/validation.ts';
import { fieldMessage, useRuleValidator } from './fieldRules.ts';
import { DATE_FORMAT, PickersLocalization, TIME_FORMAT } from './PickersLocalization.tsx';
import { toMoment, usePickerValue } from './pickerValue.ts';

/** What the date and time fields share with MUI's TextField. */
export interface PickerFieldProps {
  label: ReactNode;
  /** 'YYYY-MM-DD' (date) or 'HH:mm' (time); '' or null when empty. */
  value: string | null | undefined;
  /** The whole value, or '' while the field is empty or not fully typed. */
  onChange: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLElement>;
  onFocus?: FocusEventHandler<HTMLElement>;
  name?: string;
  id?: string;
  error?: boolean;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
  /** A test id on the field's hidden input, which holds the displayed value (e.g. "23.11.2026"). */
  testId?: string;
}

export interface DateFieldProps extends PickerFieldProps {
  /** Earliest and latest days allowed, 'YYYY-MM-DD'. */
  min?: string;
  max?: string;
}

/** A day in the screen's language (DD.MM.YYYY, French or English calendar), typed or picked; the value stays 'YYYY-MM-DD'. */
export function DateField({ value, onChange, min, max, ...field }: DateFieldProps) {
  const [picked, change] = usePickerValue(value, 'date', onChange);
  return (
    <PickersLocalization>
      <DatePicker
        value={picked}
        onChange={change}
        format={DATE_FORMAT}
        minDate={toMoment(min, 'date') ?? undefined}
        maxDate={toMoment(max, 'date') ?? undefined}
        {...pickerProps(field)}
      />
    </PickersLocalization>
  );
}

/** What a date and a time field pass alike to their picker, and to its text field slot. */
function pickerProps({
  label,
  name,
  disabled,
  autoFocus,
  sx,
  id,
  error,
  helperText,
  required,
  fullWidth,
  size,
  onBlur,
  onFocus,
  testId,
}: Omit<PickerFieldProps, 'value' | 'onChange'>) {
  return {
    label,
    name,
    disabled,
    autoFocus,
    sx,
    slotProps: {
      textField: {
        id,
        // Left out, the field shows its own validation (an impossible day, a day out of range).
        ...(error ? { error } : {}),
        helperText,
        required,
        fullWidth,
        size,
        onBlur,
        onFocus,
        slotProps: testId ? { htmlInput: { 'data-testid': testId } } : undefined,
      },
    },
  };
}

export interface TimeFieldProps extends PickerFieldProps {
  /** Minutes between the times the list offers (typing any minute still works). */
  minutesStep?: number;
}

/** A time of day, 24-hour in both languages, typed or picked; the value stays 'HH:mm'. */
export function TimeField({ value, onChange, minutesStep = 5, ...field }: TimeFieldProps) {
  const [picked, change] = usePickerValue(value, 'time', onChange);
  return (
    <PickersLocalization>
      <TimePicker
        value={picked}
        onChange={change}
        format={TIME_FORMAT}
        ampm={false}
        timeSteps={{ minutes: minutesStep }}
        {...pickerProps(field)}
      />
    </PickersLocalization>
  );
}

type WiredKeys = 'name' | 'id' | 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'required' | 'error' | 'helperText';
type Wiring = Pick<PickerFieldProps, WiredKeys>;

interface InputProps {
  name: string;
  id?: string;
  helperText?: ReactNode;
  /** Spec §5 rules by name, e.g. ['required']. */
  rules?: readonly RuleSpec[];
}

/** TextInput's wiring for a date or time field: rule messages once touched, the server's after a submit. */
function PickerWiring({
  name,
  id,
  helperText,
  rules = [],
  children,
}: InputProps & { children: (w: Wiring) => ReactNode }) {
  const validate = useRuleValidator(rules);
  return (
    <Field<string> name={name} validate={validate}>
      {({ input, meta }) => {
        const message = fieldMessage(meta);
        return children({
          name,
          id: id ?? `field-${name}`,
          value: input.value ?? '',
          onChange: input.onChange,
          onBlur: input.onBlur,
          onFocus: input.onFocus,
          required: rules.includes('required'),
          error: Boolean(message),
          helperText: message || helperText,
        });
      }}
    </Field>
  );
}

/** A day ('YYYY-MM-DD') in a final form. */
export function DateInput({ name, id, helperText, rules, ...props }: InputProps & Omit<DateFieldProps, WiredKeys>) {
  return (
    <PickerWiring name={name} id={id} helperText={helperText} rules={rules}>
      {(wiring) => <DateField {...props} {...wiring} />}
    </PickerWiring>
  );
}

/** A time ('HH:mm') in a final form. */
export function TimeInput({ name, id, helperText, rules, ...props }: InputProps & Omit<TimeFieldProps, WiredKeys>) {
  return (
    <PickerWiring name={name} id={id} helperText={helperText} rules={rules}>
      {(wiring) => <TimeField {...props} {...wiring} />}
    </PickerWiring>
  );
}
