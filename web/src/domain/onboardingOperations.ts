import { graphql } from '../gql/index.ts';

export const ONBOARDING_STATUS_QUERY = graphql(`
  query OnboardingStatus {
    onboardingStatus { hasLocation hasService hasTimetable next completed liveMode }
  }
`);

export const ONBOARDING_VENDOR_QUERY = graphql(`
  query OnboardingVendor($id: Int!) {
    vendor(id: $id) {
      id
      publicName
      slug
      defaultLanguage
      calendarColor
      category
      regionName
      descriptions { language description }
      locations { id slug }
    }
    employeesAll { id }
    workplacesAll { id }
  }
`);

export const COMPLETE_ONBOARDING_MUTATION = graphql(`
  mutation CompleteOnboarding($id: Int!, $input: VendorInput!) {
    updateVendor(id: $id, scope: PUBLIC, input: $input) {
      __typename
      ... on Vendor { id onboardingCompleted }
      ...MutationErrors @unmask
    }
  }
`);

export const ACTIVATE_LIVE_MODE_MUTATION = graphql(`
  mutation ActivateLiveMode {
    activateLiveMode {
      __typename
      ... on Vendor { id liveMode onboardingCompleted }
      ...MutationErrors @unmask
    }
  }
`);
