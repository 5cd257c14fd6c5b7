import { zipCityRules } from '../../../lib/validation.ts';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useMemo } from 'react';
import { Field, FormSpy } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/form/DateTimeFields.tsx';
import { LanguageSelect } from '../../../components/form/LanguageSelect.tsx';
import { TextInput } from '../../../components/form/TextInput.tsx';
import { DuplicateNotice } from './DuplicateNotice.tsx';

// A zip and its city go together (spec §5: both empty or both filled).
const ADDRESS_RULES = zipCityRules(10);

export type Values = Record<
  | 'type'
  | 'gender'
  | 'firstname'
  | 'lastname'
  | 'email'
  | 'username'
  | 'phoneMobile'
  | 'phoneHome'
  | 'phoneProMobile'
  | 'phoneWork'
  | 'address'
  | 'addressComplement'
  | 'zip'
  | 'city'
  | 'country'
  | 'birthdate'
  | 'companyName'
  | 'uidNumber'
  | 'favoriteEmployeeId'
  | 'language',
  string
> & { favoriteEmployeeOnly: boolean };

export const PHONES = ['phoneMobile', 'phoneHome', 'phoneProMobile', 'phoneWork'] as const;
/** Switzerland first (the UID rule is Swiss only), then its neighbours and the usual origins of customers. */
const COUNTRIES = ['CH', 'LI', 'FR', 'DE', 'IT', 'AT', 'BE', 'NL', 'LU', 'ES', 'PT', 'GB', 'IE', 'US'] as const;

/** Type, gender, names, e-mail, username and phones, with the possible duplicates they point to. */
export function CustomerIdentityFields({ customerId }: { customerId: number | undefined }) {
  const { t } = useTranslation('customers');
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput name="type" select label={t('field.type')} fullWidth>
          <MenuItem value="PRIVATE">{t('type.PRIVATE')}</MenuItem>
          <MenuItem value="PROFESSIONAL">{t('type.PROFESSIONAL')}</MenuItem>
        </TextInput>
        <TextInput name="gender" select label={t('field.gender')} fullWidth>
          <MenuItem value="">{t('gender.none')}</MenuItem>
          <MenuItem value="MR">{t('gender.MR')}</MenuItem>
          <MenuItem value="MRS">{t('gender.MRS')}</MenuItem>
          <MenuItem value="OTHER">{t('gender.OTHER')}</MenuItem>
        </TextInput>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput name="firstname" label={t('field.firstname')} rules={['required', ['maxLength', 100]]} fullWidth />
        <TextInput name="lastname" label={t('field.lastname')} rules={['required', ['maxLength', 100]]} fullWidth />
      </Stack>
      <TextInput name="email" type="email" label={t('field.email')} rules={['email', ['maxLength', 254]]} fullWidth />
      <TextInput name="username" label={t('field.username')} rules={[['maxLength', 100]]} fullWidth />
      <LanguageSelect
        name="language"
        label={t('field.language')}
        emptyLabel={t('field.salonLanguage')}
        helperText={t('field.languageHelp')}
        fullWidth
      />
      {PHONES.map((phone) => (
        <TextInput
          key={phone}
          name={phone}
          type="tel"
          label={t(`field.${phone}`)}
          rules={['phone']}
          helperText={t('field.phoneHelp')}
          fullWidth
        />
      ))}
      <FormSpy<Values> subscription={{ values: true }}>
        {({ values }) => (
          <DuplicateNotice
            email={values.email ?? ''}
            phones={PHONES.map((p) => values[p] ?? '')}
            customerId={customerId}
          />
        )}
      </FormSpy>
    </>
  );
}

/** The address, the country (the current one kept when not in the list), birthdate, company and the Swiss UID. */
export function CustomerAddressFields({ current }: { current: string | null | undefined }) {
  const { t, i18n } = useTranslation('customers');
  const countryName = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.resolvedLanguage ?? 'fr'], { type: 'region' });
    return (code: string) => names.of(code) ?? code;
  }, [i18n.resolvedLanguage]);
  const countries =
    current && !(COUNTRIES as readonly string[]).includes(current) ? [...COUNTRIES, current] : COUNTRIES;
  return (
    <>
      <TextInput name="address" label={t('field.address')} rules={[['maxLength', 200]]} fullWidth />
      <TextInput name="addressComplement" label={t('field.addressComplement')} rules={[['maxLength', 200]]} fullWidth />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput name="zip" label={t('field.zip')} rules={ADDRESS_RULES.zip} sx={{ maxWidth: { sm: 140 } }} />
        <TextInput name="city" label={t('field.city')} rules={ADDRESS_RULES.city} fullWidth />
      </Stack>
      <TextInput name="country" select label={t('field.country')} fullWidth>
        {countries.map((code) => (
          <MenuItem key={code} value={code}>
            {countryName(code)}
          </MenuItem>
        ))}
      </TextInput>
      <DateInput name="birthdate" label={t('field.birthdate')} fullWidth />
      <TextInput name="companyName" label={t('field.companyName')} rules={[['maxLength', 200]]} fullWidth />
      <FormSpy<Values> subscription={{ values: true }}>
        {({ values }) =>
          (values.country || 'CH') === 'CH' ? (
            <TextInput name="uidNumber" label={t('field.uidNumber')} helperText={t('field.uidHelp')} fullWidth />
          ) : null
        }
      </FormSpy>
    </>
  );
}

/** The favorite employee and whether the customer books with them only. */
export function CustomerFavoriteFields({ employees }: { employees: readonly { id: number; name: string }[] }) {
  const { t } = useTranslation('customers');
  return (
    <>
      <TextInput name="favoriteEmployeeId" select label={t('field.favoriteEmployee')} fullWidth>
        <MenuItem value="">{t('field.noFavorite')}</MenuItem>
        {employees.map((e) => (
          <MenuItem key={e.id} value={String(e.id)}>
            {e.name}
          </MenuItem>
        ))}
      </TextInput>
      <FormSpy<Values> subscription={{ values: true }}>
        {({ values }) => (
          <Field<boolean> name="favoriteEmployeeOnly" type="checkbox">
            {({ input }) => (
              <FormControlLabel
                control={
                  <Switch
                    checked={Boolean(input.checked) && Boolean(values.favoriteEmployeeId)}
                    onChange={input.onChange}
                    name={input.name}
                    slotProps={{ input: { 'data-testid': 'field-favoriteEmployeeOnly' } as object }}
                  />
                }
                label={t('field.favoriteEmployeeOnly')}
                disabled={!values.favoriteEmployeeId}
              />
            )}
          </Field>
        )}
      </FormSpy>
    </>
  );
}
