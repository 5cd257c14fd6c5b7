import { graphql } from '../../../gql/index.ts';

// A block's details, moves, private events, cancellations and exceptions.

export const AGENDA_BOOKING_QUERY = graphql(`
  query AgendaBooking($id: Int!) {
    booking(id: $id) {
      id
      status
      comment
      privateComment
      cancelMessage
      cancelable
      start
      end
      createdAt
      closedAt
      source
      customerId
      locationId
      location {
        id
        name
      }
      invoice {
        id
        total
        balance
        status
      }
      events {
        id
        start
        end
        serviceId
        employeeId
        workplaceId
        machineId
        service {
          id
          name
        }
        employee {
          id
          name
        }
      }
    }
  }
`);

export const AGENDA_CUSTOMER_QUERY = graphql(`
  query AgendaCustomer($id: Int!) {
    customer(id: $id) {
      id
      name
      email
      phoneMobile
      phoneHome
      noShowRecord {
        noShows
        lateCancellations
        cancellationNoticeHours
      }
    }
    customerBookings(customerId: $id, open: false, limit: 5) {
      items {
        id
        start
        status
        invoice {
          id
          total
        }
        events {
          id
          service {
            id
            name
          }
        }
      }
    }
  }
`);

export const AGENDA_VERIFY_MOVE_QUERY = graphql(`
  query AgendaVerifyMove($input: VerifyBookingInput!) {
    verifyBooking(input: $input) {
      available
      message
      conflicts {
        index
        messages
        reasons
        employeeId
        workplaceId
        machineId
      }
    }
  }
`);

export const AGENDA_MOVE_BOOKING_MUTATION = graphql(`
  mutation AgendaMoveBooking($id: Int!, $input: UpdateBookingInput!) {
    updateBooking(id: $id, input: $input) {
      __typename
      ... on Booking {
        id
      }
      ...MutationErrors @unmask
    }
  }
`);

export const AGENDA_UPDATE_EVENT_MUTATION = graphql(`
  mutation AgendaUpdateEvent($id: Int!, $input: EventInput!) {
    updateEvent(id: $id, input: $input) {
      __typename
      ... on Event {
        id
      }
      ...MutationErrors @unmask
    }
  }
`);

export const AGENDA_CREATE_EVENT_MUTATION = graphql(`
  mutation AgendaCreateEvent($input: EventInput!) {
    createEvent(input: $input) {
      __typename
      ... on Event {
        id
      }
      ...MutationErrors @unmask
      ... on ValidationError {
        fieldErrors {
          field
          message
        }
      }
    }
  }
`);

export const AGENDA_DELETE_EVENT_MUTATION = graphql(`
  mutation AgendaDeleteEvent($id: Int!) {
    deleteEvent(id: $id) {
      __typename
      ...MutationErrors @unmask
    }
  }
`);

export const AGENDA_CANCEL_BOOKING_MUTATION = graphql(`
  mutation AgendaCancelBooking($id: Int!, $message: String, $byCustomer: Boolean) {
    cancelBooking(id: $id, message: $message, byCustomer: $byCustomer) {
      __typename
      ... on Booking {
        id
        status
        cancelMessage
      }
      ...MutationErrors @unmask
    }
  }
`);

export const AGENDA_CONFIRM_BOOKING_MUTATION = graphql(`
  mutation AgendaConfirmBooking($id: Int!) {
    confirmBooking(id: $id) {
      __typename
      ... on Booking {
        id
        status
      }
      ...MutationErrors @unmask
    }
  }
`);

export const AGENDA_NO_SHOW_MUTATION = graphql(`
  mutation AgendaNoShow($id: Int!) {
    closeBooking(id: $id, input: { status: NO_SHOW }) {
      __typename
      ... on Booking {
        id
        status
      }
      ...MutationErrors @unmask
    }
  }
`);

export const AGENDA_DATE_EXCEPTION_MUTATION = graphql(`
  mutation AgendaDateException($input: TimetableDateExceptionInput!) {
    createTimetableDateException(input: $input) {
      __typename
      ... on Timetable {
        id
      }
      ...MutationErrors @unmask
      ... on ValidationError {
        fieldErrors {
          field
          message
        }
      }
    }
  }
`);
