import '../locales/index.ts';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Field } from 'react-final-form';
import { useTranslation } from 'react-i18next';

export const MIN_PICTURE = 200;

/** Reads an image file as a data URL with its natural size. */
export function readPicture(file: File): Promise<{ url: string; width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error);
    reader.onload = () => {
      const url = String(reader.result);
      const image = new Image();
      image.onload = () => resolve({ url, width: image.naturalWidth, height: image.naturalHeight });
      image.onerror = () => reject(new Error('image'));
      image.src = url;
    };
    reader.readAsDataURL(file);
  });
}

/** Spec §5: the public picture is a PNG or JPEG of at least 200×200 (800×1200 suggested), checked in the browser first. */
export function PictureField({ name = 'picture' }: { name?: string }) {
  const { t } = useTranslation('settings');
  const [error, setError] = useState('');
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const serverError = (!meta.dirtySinceLastSubmit && meta.submitError) || '';
        const pick = async (file: File | undefined) => {
          setError('');
          if (!file) return;
          if (!/^image\/(png|jpeg)$/.test(file.type)) {
            setError(t('public.pictureType'));
            return;
          }
          try {
            const { url, width, height } = await readPicture(file);
            if (width < MIN_PICTURE || height < MIN_PICTURE) {
              setError(t('public.pictureTooSmall', { width, height, min: MIN_PICTURE }));
              return;
            }
            input.onChange(url);
          } catch {
            setError(t('public.pictureType'));
          }
        };
        return (
          <Box>
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              {t('public.picture')}
            </Typography>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Avatar
                variant="rounded"
                src={input.value || undefined}
                alt={t('public.picture')}
                sx={{ width: 96, height: 96 }}
              />
              <Stack spacing={1}>
                <Button variant="outlined" component="label">
                  {t('public.pictureChoose')}
                  <input
                    hidden
                    type="file"
                    accept="image/png,image/jpeg"
                    data-testid="picture-input"
                    onChange={(e) => void pick(e.target.files?.[0])}
                  />
                </Button>
                {input.value ? (
                  <Button variant="text" onClick={() => input.onChange('')}>
                    {t('public.pictureRemove')}
                  </Button>
                ) : null}
              </Stack>
            </Stack>
            <Typography
              variant="caption"
              color={error || serverError ? 'error' : 'textSecondary'}
              role={error || serverError ? 'alert' : undefined}
              sx={{ display: 'block', mt: 0.5 }}
            >
              {error || serverError || t('public.pictureHelp')}
            </Typography>
          </Box>
        );
      }}
    </Field>
  );
}
