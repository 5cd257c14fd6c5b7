import { graphql } from '../../gql/index.ts';

export const LOCATIONS_PAGE_QUERY = graphql(`
  query LocationsPage {
    locationsAll {
      id
      name
      shortName
      city
      open
      closedFrom
      isPublic
      region { id name }
    }
  }
`);

export const LOCATION_QUERY = graphql(`
  query LocationDetail($id: Int!) {
    location(id: $id) {
      id
      name
      shortName
      slug
      regionId
      street
      zip
      city
      phone
      email
      isPublic
      open
      closedFrom
    }
  }
`);

export const CREATE_LOCATION_MUTATION = graphql(`
  mutation CreateLocation($input: LocationInput!) {
    createLocation(input: $input) {
      __typename
      ... on Location { id name }
      ...MutationErrors @unmask
    }
  }
`);

export const UPDATE_LOCATION_MUTATION = graphql(`
  mutation UpdateLocation($id: Int!, $input: LocationInput!) {
    updateLocation(id: $id, input: $input) {
      __typename
      ... on Location { id name }
      ...MutationErrors @unmask
    }
  }
`);

export const CLOSE_LOCATION_MUTATION = graphql(`
  mutation CloseLocation($id: Int!, $from: Date) {
    closeLocation(id: $id, from: $from) {
      __typename
      ... on Location { id open closedFrom }
      ...MutationErrors @unmask
    }
  }
`);

export const VERIFY_DELETE_LOCATION_QUERY = graphql(`
  query VerifyDeleteLocation($id: Int!) {
    verifyDeleteLocation(id: $id) { canDelete dependencies { kind count } }
  }
`);

export const DELETE_LOCATION_MUTATION = graphql(`
  mutation DeleteLocation($id: Int!) {
    deleteLocation(id: $id) {
      __typename
      ...MutationErrors @unmask
    }
  }
`);
