import { graphql } from '../../../gql/index.ts';

// A customer's comments and fidelity vouchers.

export const COMMENTS_QUERY = graphql(`
  query CustomerComments($id: Int!, $page: Int) {
    comments(customerId: $id, page: $page) {
      items {
        id
        comment
        createdAt
      }
      pagination {
        ...PaginationFields @unmask
      }
    }
  }
`);

export const CREATE_COMMENT = graphql(`
  mutation CreateCustomerComment($input: CommentInput!) {
    createComment(input: $input) {
      __typename
      ... on Comment {
        id
        comment
      }
      ...MutationErrors @unmask
    }
  }
`);

export const UPDATE_COMMENT = graphql(`
  mutation UpdateCustomerComment($id: Int!, $input: CommentInput!) {
    updateComment(id: $id, input: $input) {
      __typename
      ... on Comment {
        id
        comment
      }
      ...MutationErrors @unmask
    }
  }
`);

export const DELETE_COMMENT = graphql(`
  mutation DeleteCustomerComment($id: Int!) {
    deleteComment(id: $id) {
      __typename
      ...MutationErrors @unmask
    }
  }
`);

export const FIDELITY_VOUCHERS_QUERY = graphql(`
  query CustomerFidelityVouchers($id: Int!, $page: Int) {
    fidelityVouchers(customerId: $id, page: $page) {
      items {
        id
        code
        faceValue
        balance
        status
        validUntil
      }
      pagination {
        ...PaginationFields @unmask
      }
    }
  }
`);

/** What a merge would move: counts per customer, read with the same lists the card uses. */
