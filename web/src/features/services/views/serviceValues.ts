import '../locales/index.ts';
import { today } from '../../../lib/calendar.ts';
import type { SupportedLanguage } from '../../../lib/languages.ts';
import { filledTranslations, translatedField, translatedValues } from '../../../lib/translations.ts';
import { intOf, linksOf, type PreferenceValue, prefsOf } from '../../../components/config/fields.tsx';
import type { PartValue } from '../components/PartsField.tsx';
import type { ServiceDetailQuery } from '../../../gql/graphql.ts';

/** The update input of a service from the form (the create input adds the first price). */
export const toInput = (values: ServiceValues) => {
  return {
    names: filledTranslations('name', values).map(({ language, text }) => ({ language, name: text })),
    categoryId: intOf(values.categoryId) ?? null,
    parentId: intOf(values.parentId) ?? null,
    duration: intOf(values.duration),
    breakDuration: intOf(values.breakDuration) ?? 0,
    clientExitDuration: intOf(values.clientExitDuration) ?? 0,
    fixedDuration: Boolean(values.fixedDuration),
    onlineBookable: Boolean(values.onlineBookable),
    parts: (values.parts ?? []).map((p) => ({
      minutesFromStart: intOf(p.minutesFromStart) ?? 0,
      duration: intOf(p.duration) ?? 0,
    })),
    // With their preferences (spec §3): a save never resets them.
    employees: linksOf(values.employeeIds, values.employeePrefs),
    workplaces: linksOf(values.workplaceIds, values.workplacePrefs),
    machines: linksOf(values.machineIds, values.machinePrefs),
    // Several services in one booking are done by ascending execution order (spec §3).
    executionOrder: intOf(values.executionOrder) ?? 0,
    associatedServiceIds: values.associatedServiceIds ?? [],
  };
};

export interface ServiceValues {
  /** The name in each language: nameFr, nameDe, nameIt, nameEn (lib/translations.ts). */
  [name: `name${string}`]: string;
  categoryId: string;
  parentId: string;
  duration: string;
  breakDuration: string;
  clientExitDuration: string;
  fixedDuration: boolean;
  onlineBookable: boolean;
  parts: PartValue[];
  price: string;
  priceFrom: string;
  employeeIds: number[];
  workplaceIds: number[];
  machineIds: number[];
  employeePrefs: Record<string, PreferenceValue>;
  workplacePrefs: Record<string, PreferenceValue>;
  machinePrefs: Record<string, PreferenceValue>;
  executionOrder: string;
  associatedServiceIds: number[];
}

// Server field paths → form fields (a name's failure shows under the salon's default language's name).
export const renameField = (field: string, defaultLanguage: SupportedLanguage): string => {
  if (field.startsWith('names')) return translatedField('name', defaultLanguage);
  if (field.startsWith('prices.0.amount')) return 'price';
  if (field.startsWith('prices')) return 'priceFrom';
  if (field.startsWith('parts')) return 'parts';
  if (field.startsWith('employees')) return 'employeeIds';
  if (field.startsWith('workplaces')) return 'workplaceIds';
  if (field.startsWith('machines')) return 'machineIds';
  if (field.startsWith('associatedServiceIds')) return 'associatedServiceIds';
  return field;
};

/** The form's first values: a new service's defaults, or the edited service's. */
export function initialServiceValues(
  adding: boolean,
  service: ServiceDetailQuery['service'] | undefined,
): Partial<ServiceValues> {
  if (adding) {
    return {
      ...translatedValues('name', [], () => ''),
      categoryId: '',
      parentId: '',
      duration: '30',
      breakDuration: '0',
      clientExitDuration: '0',
      fixedDuration: false,
      onlineBookable: true,
      parts: [],
      price: '',
      priceFrom: today(),
      employeeIds: [],
      workplaceIds: [],
      machineIds: [],
      employeePrefs: {},
      workplacePrefs: {},
      machinePrefs: {},
      executionOrder: '0',
      associatedServiceIds: [],
    };
  }
  if (!service) return {};
  return {
    ...translatedValues('name', service.translations, (tr) => tr.name),
    categoryId: service.categoryId ? String(service.categoryId) : '',
    parentId: service.parentId ? String(service.parentId) : '',
    duration: String(service.duration),
    breakDuration: String(service.breakDuration),
    clientExitDuration: String(service.clientExitDuration),
    fixedDuration: service.fixedDuration,
    onlineBookable: service.onlineBookable,
    parts: service.parts.map((p) => ({ minutesFromStart: String(p.minutesFromStart), duration: String(p.duration) })),
    employeeIds: service.employeeIds,
    workplaceIds: service.workplaces.map((w) => w.workplaceId),
    machineIds: service.machines.map((m) => m.machineId),
    employeePrefs: prefsOf(service.employees, 'employeeId'),
    workplacePrefs: prefsOf(service.workplaces, 'workplaceId'),
    machinePrefs: prefsOf(service.machines, 'machineId'),
    executionOrder: String(service.executionOrder),
    associatedServiceIds: service.associatedServiceIds,
  };
}
