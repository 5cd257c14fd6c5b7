import { graphql } from '../../gql/index.ts';

// The account's sessions and two-factor sign-in, shown on the customer's and the staff's account pages.

export const SECURITY_QUERY = graphql(`
  query AccountSecurity {
    me {
      id
      twoFactorEnabled
      recoveryCodesLeft
    }
    sessions {
      id
      device
      createdAt
      lastUsedAt
      current
    }
  }
`);

export const END_SESSION_MUTATION = graphql(`
  mutation EndSession($id: String!) {
    endSession(id: $id) {
      __typename
      ...MutationErrors @unmask
    }
  }
`);

export const END_ALL_SESSIONS_MUTATION = graphql(`
  mutation EndAllSessions {
    endAllSessions
  }
`);

export const START_TWO_FACTOR_MUTATION = graphql(`
  mutation StartTwoFactorSetup($setupToken: String) {
    startTwoFactorSetup(setupToken: $setupToken) {
      __typename
      ... on TwoFactorSetup {
        secret
        otpauthUrl
        qrCodeSvg
      }
      ...MutationErrors @unmask
    }
  }
`);

export const CONFIRM_TWO_FACTOR_MUTATION = graphql(`
  mutation ConfirmTwoFactorSetup($code: String!, $setupToken: String) {
    confirmTwoFactorSetup(code: $code, setupToken: $setupToken) {
      __typename
      ... on TwoFactorConfirmation {
        recoveryCodes
        session {
          ...SessionFields @unmask
        }
      }
      ...MutationErrors @unmask
    }
  }
`);

export const DISABLE_TWO_FACTOR_MUTATION = graphql(`
  mutation DisableTwoFactor($password: String!) {
    disableTwoFactor(password: $password) {
      __typename
      ...MutationErrors @unmask
    }
  }
`);
