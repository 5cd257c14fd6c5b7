import { graphql } from '../../gql/index.ts';

export const MANAGED_BOOKING_FIELDS = graphql(`
  fragment ManagedBookingFields on ManagedBooking {
    id
    token
    status
    start
    end
    timezone
    services
    serviceIds
    vendorId
    vendorName
    vendorSlug
    vendorLive
    locationId
    locationName
    locationSlug
    address
    mapUrl
    salonPhone
    cancellationNotice
    canChange
    refusal
    icsUrl
    googleUrl
    outlookUrl
  }
`);

export const MANAGED_BOOKING_QUERY = graphql(`
  query ManagedBooking($token: String!) {
    managedBooking(token: $token) {
      ...ManagedBookingFields
    }
  }
`);

export const MANAGE_SLOTS_QUERY = graphql(`
  query ManageBookingSlots($input: AvailabilityDayInput!) {
    availableSlots(input: $input) {
      ...SlotFields
    }
  }
`);

export const CANCEL_MANAGED_BOOKING = graphql(`
  mutation CancelManagedBooking($token: String!) {
    cancelManagedBooking(token: $token) {
      __typename
      ... on ManagedBooking {
        ...ManagedBookingFields
      }
      ...MutationErrors @unmask
    }
  }
`);

export const MOVE_MANAGED_BOOKING = graphql(`
  mutation MoveManagedBooking($token: String!, $events: [ManagedEventInput!]!) {
    moveManagedBooking(token: $token, events: $events) {
      __typename
      ... on ManagedBooking {
        ...ManagedBookingFields
      }
      ...MutationErrors @unmask
    }
  }
`);
