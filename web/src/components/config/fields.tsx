import './locales/index.ts';
import AddIcon from '@mui/icons-material/Add';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { FormApi } from 'final-form';
import { type MutableRefObject, useEffect } from 'react';
import { Field, useField, useForm } from 'react-final-form';
import { useTranslation } from 'react-i18next';

export interface Option {
  id: number;
  label: string;
}

interface LinkFieldProps {
  name: string;
  label: string;
  options: readonly Option[];
  /** Spec §5: a multiselect has a maximum number of selectable items. */
  max?: number;
  /** Opens the next-tier panel that creates a new entity to link. */
  onCreate?: () => void;
  createLabel?: string;
  helperText?: string;
}

/** A multiselect of linked entities (ids), with an optional "add new" that opens the next tier. */
export function LinkField({ name, label, options, max = 200, onCreate, createLabel, helperText }: LinkFieldProps) {
  const { t } = useTranslation('config');
  return (
    <Field<number[]> name={name}>
      {({ input, meta }) => {
        const ids = Array.isArray(input.value) ? input.value : [];
        const value = options.filter((o) => ids.includes(o.id));
        const message = (!meta.dirtySinceLastSubmit && meta.submitError) || undefined;
        return (
          <Box>
            <Autocomplete<Option, true>
              multiple
              // Several picks in a row: the list stays open until Escape or a click outside.
              disableCloseOnSelect
              id={`field-${name}`}
              options={options as Option[]}
              value={value}
              getOptionLabel={(o) => o.label}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              getOptionDisabled={(o) => ids.length >= max && !ids.includes(o.id)}
              onChange={(_, next) => input.onChange(next.map((o) => o.id))}
              noOptionsText={t('config.noOptions')}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={label}
                  error={Boolean(message)}
                  helperText={message || (ids.length >= max ? t('config.maxReached', { max }) : helperText)}
                />
              )}
            />
            {onCreate ? (
              <Button size="sm" variant="text" startIcon={<AddIcon />} onClick={onCreate} sx={{ mt: 0.5 }}>
                {createLabel}
              </Button>
            ) : null}
          </Box>
        );
      }}
    </Field>
  );
}

/** An on/off field. */
export function SwitchField({
  name,
  label,
  disabled,
  helperText,
}: {
  name: string;
  label: string;
  disabled?: boolean;
  /** A line under the switch saying what it does. */
  helperText?: string;
}) {
  return (
    <Field<boolean> name={name} type="checkbox">
      {({ input }) => (
        <Box>
          <FormControlLabel
            control={<Switch checked={Boolean(input.checked)} onChange={input.onChange} name={name} />}
            label={label}
            disabled={disabled}
          />
          {helperText ? <FormHelperText sx={{ mt: 0, ml: 6 }}>{helperText}</FormHelperText> : null}
        </Box>
      )}
    </Field>
  );
}

/** Hands the surrounding form's API to a parent (a next-tier panel adds what it created). */
export function FormApiCapture<V>({ apiRef }: { apiRef: MutableRefObject<FormApi<V> | null> }) {
  const form = useForm<V>();
  useEffect(() => {
    apiRef.current = form;
    return () => {
      if (apiRef.current === form) apiRef.current = null;
    };
  }, [apiRef, form]);
  return null;
}

/** Adds an id to a list field of the captured form. */
export function appendId<V>(apiRef: MutableRefObject<FormApi<V> | null>, field: string, id: number): void {
  const form = apiRef.current;
  if (!form) return;
  const current = (form.getFieldState(field as keyof V & string)?.value as number[] | undefined) ?? [];
  if (!current.includes(id)) form.change(field as keyof V & string, [...current, id] as V[keyof V & string]);
}

/** Integer from a text field value ('' stays undefined). */
export const intOf = (value: unknown): number | undefined => {
  if (value === '' || value === null || value === undefined) return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? Math.trunc(n) : undefined;
};

/** CHF text (e.g. "45.50") to Rappen. */
export const rappenOf = (value: unknown): number | undefined => {
  if (value === '' || value === null || value === undefined) return undefined;
  const n = Number(String(value).replace(',', '.'));
  return Number.isFinite(n) ? Math.round(n * 100) : undefined;
};

export type PreferenceValue = 'PREFERRED' | 'NEUTRAL' | 'NON_PREFERRED';
export const PREFERENCES: readonly PreferenceValue[] = ['PREFERRED', 'NEUTRAL', 'NON_PREFERRED'];

interface PreferencesFieldProps {
  /** The form field holding `{ [id]: preference }`. */
  name: string;
  /** The form field holding the linked ids. */
  idsField: string;
  options: readonly Option[];
}

/**
 * Spec §3 preferences: for each linked entity, preferred, neutral or non-preferred (the booking engine
 * ranks by them). Shown under the multiselect, one line per linked entity.
 */
export function PreferencesField({ name, idsField, options }: PreferencesFieldProps) {
  const { t } = useTranslation('config');
  const ids = (useField<number[]>(idsField, { subscription: { value: true } }).input.value || []) as number[];
  return (
    <Field<Record<string, PreferenceValue>> name={name}>
      {({ input }) => {
        const prefs = (input.value || {}) as Record<string, PreferenceValue>;
        if (!ids.length) return null;
        return (
          <Box
            sx={{ display: 'grid', gap: 1, pl: { xs: 0, sm: 1 } }}
            role="group"
            aria-label={t('config.preferences')}
            data-testid={`prefs-${name}`}
          >
            {ids.map((id) => {
              const label = options.find((o) => o.id === id)?.label ?? `#${id}`;
              return (
                <TextField
                  key={id}
                  select
                  size="small"
                  label={label}
                  value={prefs[id] ?? 'NEUTRAL'}
                  onChange={(e) => input.onChange({ ...prefs, [id]: e.target.value as PreferenceValue })}
                  slotProps={{ htmlInput: { 'data-testid': `pref-${name}-${id}` } }}
                >
                  {PREFERENCES.map((p) => (
                    <MenuItem key={p} value={p}>
                      {t(`config.preference.${p}`)}
                    </MenuItem>
                  ))}
                </TextField>
              );
            })}
          </Box>
        );
      }}
    </Field>
  );
}

/** The links of a form as the server's `[{ id, preference }]`. */
export const linksOf = (ids: readonly number[] | undefined, prefs: Record<string, PreferenceValue> | undefined) =>
  (ids ?? []).map((id) => ({ id, preference: prefs?.[id] ?? 'NEUTRAL' }));

/** `[{ <key>: id, preference }]` read from the server as the form's `{ [id]: preference }`. */
export const prefsOf = <K extends string>(rows: readonly ({ [k in K]: number } & { preference: string })[], key: K) =>
  Object.fromEntries(rows.map((r) => [r[key], r.preference as PreferenceValue])) as Record<string, PreferenceValue>;
