import { graphql } from '../../gql/index.ts';

export const VALIDATE_EMAIL_MUTATION = graphql(`
  mutation ValidateEmail($userId: Int!, $token: String!) {
    validateEmail(userId: $userId, token: $token) {
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

export const FORGOTTEN_PASSWORD_MUTATION = graphql(`
  mutation ForgottenPassword($email: String!) {
    forgottenPassword(email: $email) {
      message
    }
  }
`);

export const RESET_PASSWORD_MUTATION = graphql(`
  mutation ResetPassword($userId: Int!, $token: String!, $password: String!) {
    resetPassword(userId: $userId, token: $token, password: $password) {
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

export const SIGN_UP_VENDOR_MUTATION = graphql(`
  mutation SignUpVendor($input: VendorSignUpInput!) {
    signUpVendor(input: $input) {
      __typename
      ... on AuthPayload {
        message
      }
      ...SessionFields @unmask
      ...MutationErrors @unmask
    }
  }
`);

export {
  CHECK_USER_FIELD_QUERY,
  CHECK_VENDOR_FIELD_QUERY,
  NEW_EMAIL_VALIDATION_MUTATION,
} from '../../lib/accountOperations.ts';
