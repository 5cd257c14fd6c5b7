import { graphql } from '../gql/index.ts';

// Account documents shared by the sign-up, the account pages and the staff profile.

export const CHECK_USER_FIELD_QUERY = graphql(`
  query CheckUserField($email: String, $username: String, $id: Int) {
    checkUserField(email: $email, username: $username, id: $id)
  }
`);

export const CHECK_VENDOR_FIELD_QUERY = graphql(`
  query CheckVendorField($email: String, $name: String, $publicName: String, $phone: String) {
    vendors(email: $email, name: $name, publicName: $publicName, phone: $phone, appId: 1) {
      items {
        id
      }
    }
  }
`);

export const NEW_EMAIL_VALIDATION_MUTATION = graphql(`
  mutation NewEmailValidation($email: String!) {
    newEmailValidation(email: $email) {
      message
    }
  }
`);

export const LOGIN_MUTATION = graphql(`
  mutation Login($usernameOrEmail: String!, $password: String!, $code: String) {
    login(usernameOrEmail: $usernameOrEmail, password: $password, code: $code) {
      __typename
      ... on AuthPayload {
        user {
          role
        }
      }
      ...SessionFields @unmask
      # Every expected failure implements Error; ValidationError adds per-field messages.
      ...MutationErrors @unmask
      ... on ValidationError {
        fieldErrors {
          field
          rule
          message
        }
      }
      # Two-step login: the code is asked, or (required of an admin) set up first with setupToken.
      ... on TwoFactorRequired {
        setupToken
      }
    }
  }
`);

export const REGISTER_MUTATION = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      __typename
      ... on AuthPayload {
        message
        user {
          role
        }
      }
      ...SessionFields @unmask
      ...MutationErrors @unmask
    }
  }
`);

/** Ends the session on the server: its token no longer works, on any gateway. */
export const LOGOUT_MUTATION = graphql(`
  mutation Logout {
    logout
  }
`);
