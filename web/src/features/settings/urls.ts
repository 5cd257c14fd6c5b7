export const SETTINGS_TABS = ['general', 'public', 'bookings', 'fidelity', 'integrations'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

export const settingsUrl = (tab: SettingsTab = 'general'): string => `/settings/${tab}`;
