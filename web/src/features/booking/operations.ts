import { graphql } from '../../gql/index.ts';

export const BOOKING_LOCATION_QUERY = graphql(`
  query BookingLocation($vendorSlug: String!, $locationSlug: String!) {
    locationBySlug(vendorSlug: $vendorSlug, locationSlug: $locationSlug) {
      id
      name
      slug
      street
      zip
      city
      vendor {
        id
        slug
        publicName
        timezone
        # Accepted together with the one terms checkbox of the summary.
        legalConditions {
          id
          title
          url
          required
        }
      }
      services {
        id
        name
        duration
        price
        ...ServiceOption_service
      }
    }
  }
`);

export const AVAILABLE_DATES_QUERY = graphql(`
  query BookingAvailableDates($input: AvailabilityRangeInput!) {
    availableDates(input: $input) {
      date
      slotCount
    }
  }
`);

export const AVAILABLE_SLOTS_QUERY = graphql(`
  query BookingAvailableSlots($input: AvailabilityDayInput!) {
    availableSlots(input: $input) {
      start
      end
      time
      assignments {
        serviceId
        employeeId
        workplaceId
        machineId
        start
        end
      }
    }
  }
`);

export const CREATE_BOOKING_MUTATION = graphql(`
  mutation CreateBooking($input: CreateBookingInput!) {
    createBooking(input: $input) {
      __typename
      ... on Booking {
        id
        status
        events {
          id
          start
          end
          customerStart
          customerEnd
          serviceId
        }
      }
      ... on Error {
        message
      }
    }
  }
`);
