import { graphql } from '../../gql/index.ts';

export const LOGIN_MUTATION = graphql(`
  mutation Login($usernameOrEmail: String!, $password: String!) {
    login(usernameOrEmail: $usernameOrEmail, password: $password) {
      __typename
      ... on AuthPayload {
        token
        user {
          id
          email
          firstname
          lastname
          language
          role
        }
      }
      # Every expected failure implements Error; ValidationError adds per-field messages.
      ... on Error {
        message
      }
      ... on ValidationError {
        fieldErrors {
          field
          rule
          message
        }
      }
    }
  }
`);
