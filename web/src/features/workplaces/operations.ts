import { graphql } from '../../gql/index.ts';

export const WORKPLACES_PAGE_QUERY = graphql(`
  query WorkplacesPage {
    workplacesAll {
      id
      name
      location { id name }
      employees { employeeId }
      services { serviceId }
    }
  }
`);

export const WORKPLACE_QUERY = graphql(`
  query WorkplaceDetail($id: Int!) {
    workplace(id: $id) {
      id
      name
      locationId
      employees { employeeId }
      services { serviceId }
      machines { id }
    }
  }
`);

export const CREATE_WORKPLACE_MUTATION = graphql(`
  mutation CreateWorkplace($input: WorkplaceInput!) {
    createWorkplace(input: $input) {
      __typename
      ... on Workplace { id name }
      ...MutationErrors @unmask
    }
  }
`);

export const UPDATE_WORKPLACE_MUTATION = graphql(`
  mutation UpdateWorkplace($id: Int!, $input: WorkplaceInput!) {
    updateWorkplace(id: $id, input: $input) {
      __typename
      ... on Workplace { id name }
      ...MutationErrors @unmask
    }
  }
`);

export const VERIFY_DELETE_WORKPLACE_QUERY = graphql(`
  query VerifyDeleteWorkplace($id: Int!) {
    verifyDeleteWorkplace(id: $id) { canDelete dependencies { kind count } }
  }
`);

export const DELETE_WORKPLACE_MUTATION = graphql(`
  mutation DeleteWorkplace($id: Int!) {
    deleteWorkplace(id: $id) {
      __typename
      ...MutationErrors @unmask
    }
  }
`);
