import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { deDE, enUS, frFR, itIT } from '@mui/x-date-pickers/locales';
import moment from 'moment';
import 'moment/dist/locale/de-ch';
import 'moment/dist/locale/en-gb';
import 'moment/dist/locale/fr-ch';
import 'moment/dist/locale/it-ch';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isSupportedLanguage, type SupportedLanguage } from '../../lib/languages.ts';

// Defining a moment locale also makes it moment's global one: give the rest of the app back its
// default, the pickers name their locale themselves (adapterLocale).
moment.locale('en');

/** The day and time formats of the fields: Swiss dates and 24-hour times in every language, as lib/dateFormat.ts shows them. */
export const DATE_FORMAT = 'DD.MM.YYYY';
export const TIME_FORMAT = 'HH:mm';

const SETTINGS = {
  // Swiss locales (en-gb for English): weeks start on Monday, month and day names in the screen's language.
  fr: { adapterLocale: 'fr-ch', localeText: frFR.components.MuiLocalizationProvider.defaultProps.localeText },
  de: { adapterLocale: 'de-ch', localeText: deDE.components.MuiLocalizationProvider.defaultProps.localeText },
  it: { adapterLocale: 'it-ch', localeText: itIT.components.MuiLocalizationProvider.defaultProps.localeText },
  en: { adapterLocale: 'en-gb', localeText: enUS.components.MuiLocalizationProvider.defaultProps.localeText },
} as const satisfies Record<SupportedLanguage, unknown>;

/** The date pickers' locale, following the UI language; only the lazily loaded fields bring it. */
export function PickersLocalization({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const settings = SETTINGS[isSupportedLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE];
  return (
    <LocalizationProvider
      dateAdapter={AdapterMoment}
      adapterLocale={settings.adapterLocale}
      localeText={settings.localeText}
    >
      {children}
    </LocalizationProvider>
  );
}
