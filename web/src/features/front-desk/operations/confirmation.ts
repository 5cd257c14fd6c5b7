import { graphql } from '../../../gql/index.ts';

// A booking to edit, and its confirmation.

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
