import { graphql } from '../../gql/index.ts';

export const MY_ACCOUNT_QUERY = graphql(`
  query MyAccount {
    me {
      id
      email
      username
      firstname
      lastname
      phone
      language
      verified
    }
  }
`);

export const UPDATE_USER_MUTATION = graphql(`
  mutation UpdateUser($id: Int!, $input: UpdateUserInput!) {
    updateUser(id: $id, input: $input) {
      __typename
      ... on AuthPayload {
        token
        message
        user {
          id
          email
          username
          firstname
          lastname
          phone
          language
          verified
        }
      }
      ...MutationErrors @unmask
    }
  }
`);

export const MY_BOOKINGS_QUERY = graphql(`
  query MyBookings($open: Boolean!, $page: Int, $limit: Int) {
    myBookings(open: $open, page: $page, limit: $limit) {
      items {
        id
        status
        start
        end
        cancelMessage
        cancelable
        calendarLinks {
          icsUrl
          googleUrl
          outlookUrl
        }
        vendor {
          id
          slug
          publicName
          timezone
        }
        location {
          id
          name
          slug
        }
        events {
          id
          start
          end
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
      pagination {
        ...PaginationFields @unmask
      }
    }
  }
`);

export const CANCEL_BOOKING_MUTATION = graphql(`
  mutation CancelMyBooking($id: Int!, $message: String) {
    cancelBooking(id: $id, message: $message) {
      __typename
      ... on Booking {
        id
        status
        cancelable
        cancelMessage
      }
      ...MutationErrors @unmask
    }
  }
`);
