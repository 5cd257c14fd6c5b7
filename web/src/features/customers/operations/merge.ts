import { graphql } from '../../../gql/index.ts';

// Merging two customers.

export const MERGE_SIDE_QUERY = graphql(`
  query CustomerMergeSide($id: Int!) {
    customer(id: $id) {
      id
      name
      email
      phoneMobile
      city
    }
    open: customerBookings(customerId: $id, open: true, limit: 1) {
      pagination {
        ...PaginationFields @unmask
      }
    }
    closed: customerBookings(customerId: $id, open: false, limit: 1) {
      pagination {
        ...PaginationFields @unmask
      }
    }
    invoices(customerId: $id, limit: 1) {
      pagination {
        ...PaginationFields @unmask
      }
    }
    comments(customerId: $id, limit: 1) {
      pagination {
        ...PaginationFields @unmask
      }
    }
    vouchers(customerId: $id, limit: 1) {
      pagination {
        ...PaginationFields @unmask
      }
    }
    pointsStats(customerId: $id) {
      customerId
      points
    }
  }
`);

export const MERGE_CUSTOMERS = graphql(`
  mutation MergeCustomers($id: Int!, $idsToDelete: [Int!]!) {
    mergeCustomers(id: $id, idsToDelete: $idsToDelete) {
      __typename
      ... on Customer {
        id
        name
      }
      ...MutationErrors @unmask
    }
  }
`);
