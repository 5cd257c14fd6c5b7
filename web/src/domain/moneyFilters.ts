import { graphql } from '../gql/index.ts';

export const MONEY_FILTERS_QUERY = graphql(`
  query MoneyFilterChoices {
    locationsAll {
      id
      name
    }
    employeesAll {
      id
      name
    }
  }
`);
