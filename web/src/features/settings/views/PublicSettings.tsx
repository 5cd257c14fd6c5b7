import '../locales/index.ts';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../components/form/TextInput.tsx';
import { LanguageSelect } from '../../../components/form/LanguageSelect.tsx';
import { TranslatedFields } from '../../../components/form/TranslatedFields.tsx';
import { DEFAULT_LANGUAGE, isSupportedLanguage, SUPPORTED_LANGUAGES } from '../../../lib/languages.ts';
import { translatedField, translatedValues } from '../../../lib/translations.ts';
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
  picture: string;
  /** The description in each language: descriptionFr, descriptionDe... (lib/translations.ts). */
  [description: `description${string}`]: string;
}

// Every language's description is sent (an emptied one is cleared): `descriptions.N` is the N-th language's.
const rename = (field: string) => {
  const index = /^descriptions\.(\d+)/.exec(field)?.[1];
  const language = index === undefined ? undefined : SUPPORTED_LANGUAGES[Number(index)];
  return language ? translatedField('description', language) : field;
};

/** /settings/public: what the public page shows (scope PUBLIC). */
export function PublicSettings() {
  const { t } = useTranslation('settings');
  const { vendor, vendorId, loading, error, refetch, save } = useVendorSettings();
  const publicNameFree = useVendorTaken('publicName', vendorId);
  const slugFree = useSlugTaken(vendorId);
  const initialValues = useMemo<Partial<PublicValues>>(() => {
    if (!vendor) return {};
    return {
      publicName: vendor.publicName,
      slug: vendor.slug,
      defaultLanguage: vendor.defaultLanguage,
      calendarColor: vendor.calendarColor,
      category: vendor.category ?? '',
      regionName: vendor.regionName ?? '',
      ...translatedValues('description', vendor.descriptions, (d) => d.description),
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
            defaultLanguage: isSupportedLanguage(v.defaultLanguage) ? v.defaultLanguage : DEFAULT_LANGUAGE,
            calendarColor: v.calendarColor,
            category: v.category?.trim() || null,
            regionName: v.regionName?.trim() || null,
            descriptions: SUPPORTED_LANGUAGES.map((language) => ({
              language,
              description: v[translatedField('description', language)]?.trim() ?? '',
            })),
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
      <TranslatedFields
        name="description"
        label={t('public.description')}
        defaultLanguage={vendor?.defaultLanguage}
        maxLength={5000}
        multiline
      />
      <PictureField />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput name="category" label={t('public.category')} sx={{ flex: 1 }} />
        <TextInput name="regionName" label={t('public.regionName')} sx={{ flex: 1 }} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <LanguageSelect name="defaultLanguage" label={t('public.defaultLanguage')} sx={{ flex: 1 }} />
        <TextInput name="calendarColor" type="color" label={t('public.calendarColor')} sx={{ flex: 1 }} />
      </Stack>
    </SettingsForm>
  );
}
