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
        count
      }
    }
    closed: customerBookings(customerId: $id, open: false, limit: 1) {
      pagination {
        count
      }
    }
    invoices(customerId: $id, limit: 1) {
      pagination {
        count
      }
    }
    comments(customerId: $id, limit: 1) {
      pagination {
        count
      }
    }
    vouchers(customerId: $id, limit: 1) {
      pagination {
        count
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
      ... on ValidationError {
        message
        errors
      }
      ... on ConflictError {
        message
      }
      ... on NotFoundError {
        message
      }
    }
  }
`);
