import { graphql } from '../../../gql/index.ts';

// The staff booking flow: setup, place, availability, customers, verify and save.

/** What every step of the staff booking flow needs: the vendor, its locations and employees. */
export const STAFF_BOOKING_SETUP_QUERY = graphql(`
  query StaffBookingSetup($vendorId: Int!) {
    vendor(id: $vendorId) {
      id
      timezone
      workplacesEnabled
      machinesEnabled
    }
    locationsAll {
      id
      name
      open
    }
    employeesAll {
      id
      name
      serviceIds
      canCreateBookingsOutOfTimetables
      timetablesEnabled
    }
  }
`);

/** Where the user works: a new booking starts at that location. */
export const STAFF_HOME_LOCATION_QUERY = graphql(`
  query StaffHomeLocation($employeeId: Int!) {
    employee(id: $employeeId) {
      id
      homeLocationId
    }
  }
`);

/** Spec §5: each chosen service's standard duration beside the customer's calculated one. */
export const CUSTOMER_SERVICE_DURATIONS_QUERY = graphql(`
  query CustomerServiceDurations($customerId: Int!, $serviceIds: [Int!]!) {
    customerServiceDurations(customerId: $customerId, serviceIds: $serviceIds) {
      serviceId
      standardDuration
      calculatedDuration
      pastCount
    }
  }
`);

/** Services, workplaces and machines of one location (spec §5: services with no workplace or one there). */
export const STAFF_BOOKING_LOCATION_QUERY = graphql(`
  query StaffBookingLocation($locationId: Int!) {
    servicesAll(locationId: $locationId) {
      id
      name
      duration
      breakDuration
      executionOrder
      associatedServiceIds
      price
      employeeIds
      machineModelIds
      workplaces {
        workplaceId
        locationId
      }
    }
    workplacesAll(locationId: $locationId) {
      id
      name
    }
    machinesAll(locationId: $locationId) {
      id
      name
      machineModelId
    }
  }
`);

export const STAFF_AVAILABLE_DATES_QUERY = graphql(`
  query StaffAvailableDates($input: AvailabilityRangeInput!) {
    availableDates(input: $input) {
      date
      slotCount
    }
  }
`);

export const STAFF_AVAILABLE_SLOTS_QUERY = graphql(`
  query StaffAvailableSlots($input: AvailabilityDayInput!) {
    availableSlots(input: $input) {
      ...SlotFields
    }
  }
`);

export const BOOKING_CUSTOMER_FIELDS = graphql(`
  fragment BookingCustomer_customer on Customer {
    id
    name
    email
    phoneMobile
    phoneHome
    phoneWork
    phoneProMobile
  }
`);

export const CUSTOMER_SEARCH_QUERY = graphql(`
  query BookingCustomerSearch($search: String!) {
    customers(search: $search, limit: 8) {
      items {
        id
        ...BookingCustomer_customer
      }
      pagination {
        ...PaginationFields @unmask
      }
    }
  }
`);

export const BOOKING_CUSTOMER_QUERY = graphql(`
  query BookingCustomer($id: Int!) {
    customer(id: $id) {
      id
      ...BookingCustomer_customer
      noShowRecord {
        noShows
        lateCancellations
        cancellationNoticeHours
      }
    }
  }
`);

export const CREATE_CUSTOMER_MUTATION = graphql(`
  mutation BookingCreateCustomer($input: CustomerInput!) {
    createCustomer(input: $input) {
      __typename
      ... on Customer {
        id
        ...BookingCustomer_customer
      }
      ...MutationErrors @unmask
    }
  }
`);

export const STAFF_VERIFY_BOOKING_QUERY = graphql(`
  query StaffVerifyBooking($input: VerifyBookingInput!) {
    verifyBooking(input: $input) {
      available
      message
      conflicts {
        index
        messages
      }
    }
  }
`);

export const STAFF_CREATE_BOOKING_MUTATION = graphql(`
  mutation StaffCreateBooking($input: CreateBookingInput!) {
    createBooking(input: $input) {
      __typename
      ... on Booking {
        id
        status
      }
      ...MutationErrors @unmask
    }
  }
`);

export const STAFF_UPDATE_BOOKING_MUTATION = graphql(`
  mutation StaffUpdateBooking($id: Int!, $input: UpdateBookingInput!) {
    updateBooking(id: $id, input: $input) {
      __typename
      ... on Booking {
        id
        status
      }
      ...MutationErrors @unmask
    }
  }
`);

/** A booking as the edit flow starts from it. */

export const ADD_TO_WAITLIST = graphql(`
  mutation FlowAddToWaitlist($input: JoinWaitlistInput!) {
    joinWaitlist(input: $input) {
      __typename
      ... on WaitlistEntry {
        id
      }
      ...MutationErrors @unmask
    }
  }
`);
