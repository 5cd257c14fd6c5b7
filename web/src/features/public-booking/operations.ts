// The public booking's documents. They are written as /* GraphQL */ literals (codegen reads them)
// and used through the typed documents codegen writes for the public path alone (gql/public.ts),
// so the public path ships only its own documents, not every document of the app (gql/graphql.ts).
export {
  BookingLocationDocument as BOOKING_LOCATION_QUERY,
  BookingAvailableDatesDocument as AVAILABLE_DATES_QUERY,
  BookingAvailableSlotsDocument as AVAILABLE_SLOTS_QUERY,
  CreateBookingDocument as CREATE_BOOKING_MUTATION,
  BookingVendorDocument as BOOKING_VENDOR_QUERY,
  VerifyPublicBookingDocument as VERIFY_BOOKING_QUERY,
  BookingOverlapCheckDocument as OVERLAP_CHECK_QUERY,
  BookingAvailabilityChangedDocument as AVAILABILITY_CHANGED_SUBSCRIPTION,
  JoinWaitlistDocument as JOIN_WAITLIST_MUTATION,
  WaitlistOfferedDocument as WAITLIST_OFFERED_SUBSCRIPTION,
} from '../../gql/public.ts';

/* GraphQL */ `
  query BookingOverlapCheck {
    myBookings(open: true, limit: 100) {
      items {
        id
        start
        end
        vendor {
          id
          publicName
          timezone
        }
        location {
          id
          name
        }
      }
    }
  }
`;

/* GraphQL */ `
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
        liveMode
        timezone
        workplacesEnabled
        locations {
          id
          name
          slug
          city
        }
        # Accepted together with the one terms checkbox of the summary.
        legalConditions {
          id
          title
          url
          language
          required
        }
      }
      categories {
        id
        name
      }
      services {
        id
        name
        duration
        price
        categoryId
        # Proposed with this service when it is chosen (spec §3).
        associatedServiceIds
        ...ServiceOption_service
      }
    }
  }
`;

/* GraphQL */ `
  query BookingAvailableDates($input: AvailabilityRangeInput!) {
    availableDates(input: $input) {
      date
      slotCount
    }
  }
`;

/* GraphQL */ `
  query BookingAvailableSlots($input: AvailabilityDayInput!) {
    availableSlots(input: $input) {
      ...SlotFields
    }
  }
`;

/* GraphQL */ `
  mutation CreateBooking($input: CreateBookingInput!) {
    createBooking(input: $input) {
      __typename
      ... on Booking {
        id
        status
        calendarLinks {
          icsUrl
          googleUrl
          outlookUrl
        }
        events {
          id
          start
          end
          customerStart
          customerEnd
          serviceId
          employee {
            id
            name
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/* GraphQL */ `
  query BookingVendor($slug: String!) {
    vendorBySlug(slug: $slug) {
      id
      liveMode
      slug
      publicName
      locations {
        id
        name
        slug
        street
        zip
        city
      }
    }
  }
`;

/* GraphQL */ `
  query VerifyPublicBooking($input: VerifyBookingInput!) {
    verifyBooking(input: $input) {
      available
      message
    }
  }
`;

/* GraphQL */ `
  subscription BookingAvailabilityChanged($vendorId: Int!, $locationId: Int!, $from: Date!, $to: Date!) {
    salonbook(vendorId: $vendorId, locationId: $locationId, from: $from, to: $to) {
      locationId
      dates
    }
  }
`;

/* GraphQL */ `
  mutation JoinWaitlist($input: JoinWaitlistInput!) {
    joinWaitlist(input: $input) {
      __typename
      ... on WaitlistEntry {
        id
        dateFrom
        dateTo
      }
      ... on ValidationError {
        message
        errors
      }
      ... on Error {
        message
      }
    }
  }
`;

/* GraphQL */ `
  subscription WaitlistOffered {
    waitlistOffered {
      entryId
      token
    }
  }
`;
