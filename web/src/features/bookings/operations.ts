import { graphql } from '../../gql/index.ts';

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
        count
      }
    }
  }
`);

export const BOOKING_CUSTOMER_QUERY = graphql(`
  query BookingCustomer($id: Int!) {
    customer(id: $id) {
      id
      ...BookingCustomer_customer
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
      ... on ValidationError {
        message
        errors
      }
      ... on Error {
        message
      }
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
      ... on ValidationError {
        message
        errors
      }
      ... on Error {
        message
      }
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
      ... on ValidationError {
        message
        errors
      }
      ... on Error {
        message
      }
    }
  }
`);

/** A booking as the edit flow starts from it. */
export const BOOKING_FOR_EDIT_QUERY = graphql(`
  query BookingForEdit($id: Int!) {
    booking(id: $id) {
      id
      status
      comment
      privateComment
      customerId
      locationId
      events {
        id
        serviceId
        employeeId
        workplaceId
        machineId
        start
        customerStart
      }
    }
  }
`);

export const BOOKING_CONFIRMATION_QUERY = graphql(`
  query BookingConfirmationDetails($id: Int!) {
    booking(id: $id) {
      id
      status
      comment
      privateComment
      customerId
      start
      end
      location {
        id
        name
      }
      vendor {
        id
        timezone
      }
      events {
        id
        start
        end
        customerStart
        customerEnd
        serviceId
        service {
          id
          name
        }
        employee {
          id
          name
        }
      }
      invoice {
        id
        total
        status
      }
      outgoingMessages {
        channel
        kind
        to
        subject
        body
        sendAt
        willSend
        reason
      }
    }
  }
`);

export const BOOKING_CHECKOUT_QUERY = graphql(`
  query BookingCheckout($id: Int!) {
    booking(id: $id) {
      id
      status
      customerId
      start
      end
      comment
      location {
        id
        name
      }
      vendor {
        id
        timezone
      }
      events {
        id
        start
        end
        effectiveDuration
        service {
          id
          name
          duration
        }
        employee {
          id
          name
        }
      }
    }
    invoice(bookingId: $id) {
      id
      total
      balance
      amount
      status
      lines {
        id
        serviceId
        description
        unitPrice
        quantity
        discount
        subtotal
        total
      }
      payments {
        id
        method
        amount
        voucherCode
      }
    }
  }
`);

export const CHECKOUT_FIDELITY_VOUCHERS_QUERY = graphql(`
  query CheckoutFidelityVouchers($customerId: Int!) {
    fidelityVouchers(customerId: $customerId, limit: 5) {
      items {
        id
        code
        balance
        validUntil
      }
    }
  }
`);

export const VOUCHER_BY_CODE_QUERY = graphql(`
  query CheckoutVoucherByCode($code: String!) {
    voucherByCode(code: $code) {
      id
      code
      kind
      status
      balance
      validUntil
    }
  }
`);

export const UPDATE_INVOICE_MUTATION = graphql(`
  mutation CheckoutUpdateInvoice($id: Int!, $input: InvoiceInput!) {
    updateInvoice(id: $id, input: $input) {
      __typename
      ... on Invoice {
        id
        total
        balance
        status
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
`);

export const CLOSE_BOOKING_MUTATION = graphql(`
  mutation CheckoutCloseBooking($id: Int!, $input: CloseBookingInput!) {
    closeBooking(id: $id, input: $input) {
      __typename
      ... on Booking {
        id
        status
        invoice {
          id
          total
          amount
          balance
          status
        }
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
`);

/** Changes to a booking's events anywhere (closing, moving, canceling): its screens reload it. */
export const BOOKING_EVENTS_CHANGED_SUBSCRIPTION = graphql(`
  subscription BookingEventsChanged($from: DateTime!, $to: DateTime!) {
    calendarEventsChanged(from: $from, to: $to) {
      type
      eventId
      bookingId
    }
  }
`);
