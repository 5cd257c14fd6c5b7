import '../locales/index.ts';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../components/form/TextInput.tsx';
import { SUPPORTED_LANGUAGES } from '../../../lib/languages.ts';
import { useSlugTaken, useVendorSettings, useVendorTaken } from '../hooks/useVendorSettings.ts';
import { PictureField } from './PictureField.tsx';
import { SettingsForm } from './SettingsForm.tsx';

interface PublicValues {
  publicName: string;
  slug: string;
  defaultLanguage: string;
  calendarColor: string;
  category: string;
  regionName: string;
  descriptionFr: string;
  descriptionEn: string;
  picture: string;
}

const rename = (field: string) => {
  if (field.startsWith('descriptions.1')) return 'descriptionEn';
  if (field.startsWith('descriptions')) return 'descriptionFr';
  return field;
};

/** /settings/public: what the public page shows (scope PUBLIC). */
export function PublicSettings() {
  const { t } = useTranslation('settings');
  const { vendor, vendorId, loading, error, refetch, save } = useVendorSettings();
  const publicNameFree = useVendorTaken('publicName', vendorId);
  const slugFree = useSlugTaken(vendorId);
  const initialValues = useMemo<Partial<PublicValues>>(() => {
    if (!vendor) return {};
    const description = (lang: string) => vendor.descriptions.find((d) => d.language === lang)?.description ?? '';
    return {
      publicName: vendor.publicName,
      slug: vendor.slug,
      defaultLanguage: vendor.defaultLanguage,
      calendarColor: vendor.calendarColor,
      category: vendor.category ?? '',
      regionName: vendor.regionName ?? '',
      descriptionFr: description('fr'),
      descriptionEn: description('en'),
      picture: vendor.picture ?? '',
    };
  }, [vendor]);
  return (
    <SettingsForm<PublicValues>
      testId="settings-public"
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      ready={Boolean(vendor)}
      initialValues={initialValues}
      onSubmit={(v) =>
        save(
          'PUBLIC',
          {
            publicName: v.publicName?.trim(),
            slug: v.slug?.trim(),
            defaultLanguage: v.defaultLanguage === 'en' ? 'en' : 'fr',
            calendarColor: v.calendarColor,
            category: v.category?.trim() || null,
            regionName: v.regionName?.trim() || null,
            descriptions: [
              { language: 'fr', description: v.descriptionFr?.trim() ?? '' },
              { language: 'en', description: v.descriptionEn?.trim() ?? '' },
            ],
            // Unchanged pictures are not sent again.
            ...(v.picture !== (vendor?.picture ?? '') ? { picture: v.picture ?? '' } : {}),
          },
          rename,
        )
      }
    >
      <TextInput
        name="publicName"
        label={t('public.publicName')}
        rules={['required', ['maxLength', 150]]}
        asyncCheck={publicNameFree}
      />
      <TextInput
        name="slug"
        label={t('public.slug')}
        helperText={t('public.slugHelp')}
        rules={['required', ['maxLength', 100]]}
        asyncCheck={slugFree}
      />
      <TextInput
        name="descriptionFr"
        label={t('public.descriptionFr')}
        multiline
        minRows={3}
        rules={[['maxLength', 5000]]}
      />
      <TextInput
        name="descriptionEn"
        label={t('public.descriptionEn')}
        multiline
        minRows={3}
        rules={[['maxLength', 5000]]}
      />
      <PictureField />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput name="category" label={t('public.category')} sx={{ flex: 1 }} />
        <TextInput name="regionName" label={t('public.regionName')} sx={{ flex: 1 }} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput name="defaultLanguage" select label={t('public.defaultLanguage')} sx={{ flex: 1 }}>
          {SUPPORTED_LANGUAGES.map((lng) => (
            <MenuItem key={lng} value={lng}>
              {t(`languages.${lng}`)}
            </MenuItem>
          ))}
        </TextInput>
        <TextInput name="calendarColor" type="color" label={t('public.calendarColor')} sx={{ flex: 1 }} />
      </Stack>
    </SettingsForm>
  );
}
