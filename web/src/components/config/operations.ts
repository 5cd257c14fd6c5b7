import { graphql } from '../../gql/index.ts';

// The configuration checks of spec §5, per collection and entity (warning icons and alerts).
export const CONFIGURATION_ERRORS_QUERY = graphql(`
  query ConfigurationErrors {
    configurationErrors {
      services { id keys }
      employees { id keys }
      workplaces { id keys }
      machines { id keys }
      locations { id keys }
      regions { id keys }
      closedDates { id keys }
    }
  }
`);

// Lookups the link pickers of several panels share (each stays in Apollo's cache once loaded).
export const CONFIG_LOOKUPS_QUERY = graphql(`
  query ConfigLookups {
    employeesAll { id name }
    servicesAll { id name }
    workplacesAll { id name locationId }
    machinesAll { id name locationId }
    machineModelsAll { id name }
    locationsAll { id name closedFrom }
    regionsAll { id name }
  }
`);
