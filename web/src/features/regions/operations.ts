import { graphql } from '../../gql/index.ts';

export const REGIONS_PAGE_QUERY = graphql(`
  query RegionsPage {
    regionsAll { id name locations { id name } }
  }
`);

export const CREATE_REGION_MUTATION = graphql(`
  mutation CreateRegion($input: RegionInput!) {
    createRegion(input: $input) {
      __typename
      ... on Region { id name }
      ...MutationErrors @unmask
    }
  }
`);

export const UPDATE_REGION_MUTATION = graphql(`
  mutation UpdateRegion($id: Int!, $input: RegionInput!) {
    updateRegion(id: $id, input: $input) {
      __typename
      ... on Region { id name }
      ...MutationErrors @unmask
    }
  }
`);

export const VERIFY_DELETE_REGION_QUERY = graphql(`
  query VerifyDeleteRegion($id: Int!) {
    verifyDeleteRegion(id: $id) { canDelete dependencies { kind count } }
  }
`);

export const DELETE_REGION_MUTATION = graphql(`
  mutation DeleteRegion($id: Int!) {
    deleteRegion(id: $id) {
      __typename
      ...MutationErrors @unmask
    }
  }
`);
