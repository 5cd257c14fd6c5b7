import { graphql } from '../../gql/index.ts';

export const CLOSED_BOOKINGS_QUERY = graphql(`
  query ClosedBookings(
    $page: Int
    $dateFrom: Date
    $dateTo: Date
    $locationId: Int
    $employeeId: Int
    $status: BookingStatus
  ) {
    closedBookings(
      page: $page
      dateFrom: $dateFrom
      dateTo: $dateTo
      locationId: $locationId
      employeeId: $employeeId
      status: $status
    ) {
      items {
        id
        start
        closedAt
        status
        customerId
        customer {
          id
          name
        }
        location {
          id
          name
        }
        events {
          id
          employee {
            id
            name
          }
          service {
            id
            name
          }
        }
        invoice {
          id
          total
          balance
          status
        }
      }
      pagination {
        ...PaginationFields @unmask
      }
    }
  }
`);

export const INVOICES_QUERY = graphql(`
  query InvoicesList(
    $page: Int
    $dateFrom: Date
    $dateTo: Date
    $locationId: Int
    $employeeId: Int
    $status: InvoiceStatus
  ) {
    invoices(
      page: $page
      dateFrom: $dateFrom
      dateTo: $dateTo
      locationId: $locationId
      employeeId: $employeeId
      status: $status
    ) {
      items {
        id
        createdAt
        total
        balance
        amount
        status
        bookingId
        customer {
          id
          name
        }
        booking {
          id
          location {
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

export { MONEY_FILTERS_QUERY } from '../../domain/moneyFilters.ts';
