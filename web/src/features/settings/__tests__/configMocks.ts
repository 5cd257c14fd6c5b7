// GraphQL answers shared by the configuration screens' component tests.
import { CONFIGURATION_ERRORS_QUERY, CONFIG_LOOKUPS_QUERY } from '../../../components/config/operations.ts';

export { adminToken } from '../../../test/tokens.ts';

const many = 50;

export const lookupsMock = {
  request: { query: CONFIG_LOOKUPS_QUERY },
  result: {
    data: {
      employeesAll: [
        { __typename: 'Employee' as const, id: 7, name: 'Ana Roth' },
        { __typename: 'Employee' as const, id: 9, name: 'Léa Meier' },
      ],
      servicesAll: [{ __typename: 'Service' as const, id: 3, name: 'Coupe femme' }],
      workplacesAll: [{ __typename: 'Workplace' as const, id: 4, name: 'Fauteuil 1', locationId: 1 }],
      machinesAll: [],
      machineModelsAll: [],
      locationsAll: [{ __typename: 'Location' as const, id: 1, name: 'Lausanne Centre', closedFrom: null }],
      regionsAll: [],
    },
  },
  maxUsageCount: many,
};

const none = { services: [], employees: [], workplaces: [], machines: [], locations: [], regions: [], closedDates: [] };

export const configErrorsMock = (errors: Partial<Record<keyof typeof none, { id: number; keys: string[] }[]>> = {}) => {
  const all = { ...none, ...errors };
  return {
    request: { query: CONFIGURATION_ERRORS_QUERY },
    result: {
      data: {
        configurationErrors: {
          __typename: 'ConfigurationErrors' as const,
          ...Object.fromEntries(
            Object.entries(all).map(([k, v]) => [
              k,
              v.map((e) => ({ __typename: 'EntityConfigurationErrors' as const, ...e })),
            ]),
          ),
        },
      },
    },
    maxUsageCount: many,
  };
};

/** A ValidationError member of a mutation result union, in the spec's nested shape. */
export const validationError = (errors: Record<string, Record<string, string>>) => ({
  __typename: 'ValidationError' as const,
  message: 'Il y a des erreurs dans le formulaire',
  errors,
});
