import { graphql } from '../../gql/index.ts';

export const CLOSED_DATES_PAGE_QUERY = graphql(`
  query ClosedDatesPage($page: Int, $past: Boolean) {
    closedDates(page: $page, past: $past) {
      items { id date description bookingsCount locations { id name } }
      pagination { ...PaginationFields @unmask }
    }
  }
`);

export const CLOSED_DATE_QUERY = graphql(`
  query ClosedDateDetail($id: Int!) {
    closedDate(id: $id) { id date description locationIds bookingsCount }
  }
`);

export const CREATE_CLOSED_DATE_MUTATION = graphql(`
  mutation CreateClosedDate($input: ClosedDateInput!) {
    createClosedDate(input: $input) {
      __typename
      ... on ClosedDate { id date }
      ...MutationErrors @unmask
    }
  }
`);

export const UPDATE_CLOSED_DATE_MUTATION = graphql(`
  mutation UpdateClosedDate($id: Int!, $input: ClosedDateInput!) {
    updateClosedDate(id: $id, input: $input) {
      __typename
      ... on ClosedDate { id date }
      ...MutationErrors @unmask
    }
  }
`);

export const VERIFY_DELETE_CLOSED_DATE_QUERY = graphql(`
  query VerifyDeleteClosedDate($id: Int!) {
    verifyDeleteClosedDate(id: $id) { canDelete dependencies { kind count } }
  }
`);

export const DELETE_CLOSED_DATE_MUTATION = graphql(`
  mutation DeleteClosedDate($id: Int!) {
    deleteClosedDate(id: $id) {
      __typename
      ...MutationErrors @unmask
    }
  }
`);
