import MenuItem from '@mui/material/MenuItem';
import type { SxProps, Theme } from '@mui/material/styles';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES } from '../../lib/languages.ts';
import { TextInput } from './TextInput.tsx';

/**
 * A language picker over the product's languages, each named in itself (Deutsch, Italiano...); with
 * `emptyLabel`, a first choice for none (the value '').
 */
export function LanguageSelect({
  name,
  label,
  required = false,
  emptyLabel,
  helperText,
  fullWidth,
  sx,
}: {
  name: string;
  label: string;
  required?: boolean;
  emptyLabel?: string;
  helperText?: string;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}) {
  return (
    <TextInput
      name={name}
      select
      label={label}
      rules={required ? ['required'] : []}
      helperText={helperText}
      fullWidth={fullWidth}
      sx={sx}
    >
      {emptyLabel ? <MenuItem value="">{emptyLabel}</MenuItem> : null}
      {SUPPORTED_LANGUAGES.map((lng) => (
        <MenuItem key={lng} value={lng} lang={lng}>
          {LANGUAGE_NAMES[lng]}
        </MenuItem>
      ))}
    </TextInput>
  );
}
