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
        pageCount
        currentPage
        count
        limit
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
        pageCount
        currentPage
        count
        limit
      }
    }
  }
`);

export const INVOICE_QUERY = graphql(`
  query InvoiceDetail($id: Int!) {
    invoice(id: $id) {
      id
      createdAt
      total
      balance
      amount
      status
      bookingId
      voucherSoldCode
      receipt {
        number
        vendorName
        street
        zipCity
        email
        phone
        website
        vatNumber
        vatRate
        vatAmount
      }
      customer {
        id
        name
        email
        address
        zip
        city
      }
      booking {
        id
        start
        location {
          id
          name
          street
          zip
          city
        }
        vendor {
          id
          publicName
        }
      }
      lines {
        id
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
        createdAt
      }
    }
  }
`);

export const EMAIL_INVOICE = graphql(`
  mutation EmailInvoice($id: Int!, $to: String) {
    emailInvoice(id: $id, to: $to) {
      __typename
      ... on MutationEmailInvoiceSuccess {
        data
      }
      ... on ValidationError {
        message
        errors
      }
      ... on NotFoundError {
        message
      }
    }
  }
`);

export { MONEY_FILTERS_QUERY } from '../../lib/moneyFilters.ts';
