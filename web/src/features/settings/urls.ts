export const SETTINGS_TABS = ['general', 'public', 'bookings', 'fidelity', 'integrations', 'data'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

export const settingsUrl = (tab: SettingsTab = 'general'): string => `/settings/${tab}`;

export const VENDOR_EXPORT_FILES = ['all.json', 'customers.csv', 'bookings.csv', 'invoices.csv'] as const;
export type VendorExportFile = (typeof VENDOR_EXPORT_FILES)[number];

/** A file of the vendor's data export (admins, Bearer token). */
export const vendorExportUrl = (file: VendorExportFile): string => `/api/vendors/export/${file}`;
