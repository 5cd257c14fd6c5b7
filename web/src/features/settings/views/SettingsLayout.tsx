import '../locales/index.ts';
import { useTranslation } from 'react-i18next';
import { TabbedPage } from '../../../components/scaffold/TabbedPage.tsx';
import { SETTINGS_TABS, settingsUrl } from '../urls.ts';

/** /settings: one tab per edit scope (general = legal information, public, bookings, fidelity, integrations). */
export function SettingsLayout() {
  const { t } = useTranslation('settings');
  return <TabbedPage title={t('title')} tabs={SETTINGS_TABS} label={(tab) => t(`tabs.${tab}`)} url={settingsUrl} />;
}
