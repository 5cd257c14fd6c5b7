import '../locales/index.ts';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Field } from 'react-final-form';
import { useTranslation } from 'react-i18next';

export interface PartValue {
  minutesFromStart: string;
  duration: string;
}

/**
 * Service parts (spec §3 servicePart): when the employee is busy, in minutes from the start; between
 * parts the employee is free (processing time) while the customer and resources stay held.
 */
export function PartsField({ name = 'parts' }: { name?: string }) {
  const { t } = useTranslation('services');
  return (
    <Field<PartValue[]> name={name}>
      {({ input, meta }) => {
        const parts = Array.isArray(input.value) ? input.value : [];
        const set = (i: number, key: keyof PartValue, value: string) =>
          input.onChange(parts.map((p, j) => (j === i ? { ...p, [key]: value } : p)));
        const serverError = (!meta.dirtySinceLastSubmit && meta.submitError) || undefined;
        return (
          <Box>
            <Typography variant="subtitle2">{t('form.parts')}</Typography>
            <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
              {t('form.partsHelp')}
            </Typography>
            <Stack spacing={1}>
              {parts.map((part, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: parts have no id before saving.
                <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <TextField
                    size="small"
                    type="number"
                    label={t('form.partStart')}
                    value={part.minutesFromStart}
                    onChange={(e) => set(i, 'minutesFromStart', e.target.value)}
                    slotProps={{ htmlInput: { min: 0, step: 5 } }}
                  />
                  <TextField
                    size="small"
                    type="number"
                    label={t('form.partDuration')}
                    value={part.duration}
                    onChange={(e) => set(i, 'duration', e.target.value)}
                    slotProps={{ htmlInput: { min: 5, step: 5 } }}
                  />
                  <IconButton
                    aria-label={t('form.removePart', { n: i + 1 })}
                    onClick={() => input.onChange(parts.filter((_, j) => j !== i))}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                </Stack>
              ))}
            </Stack>
            {serverError ? (
              <Typography variant="caption" color="error" role="alert">
                {serverError}
              </Typography>
            ) : null}
            <Button
              size="sm"
              variant="text"
              startIcon={<AddIcon />}
              onClick={() => input.onChange([...parts, { minutesFromStart: '0', duration: '15' }])}
            >
              {t('form.addPart')}
            </Button>
          </Box>
        );
      }}
    </Field>
  );
}
