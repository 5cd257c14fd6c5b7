import { graphql } from '../../../gql/index.ts';

// A customer's card, bookings and invoices.

export const CUSTOMER_CARD_QUERY = graphql(`
  query CustomerCard($id: Int!) {
    customerCard(customerId: $id) {
      customer {
        id
        name
        noShowRecord {
          noShows
          lateCancellations
          cancellationNoticeHours
        }
        favoriteEmployee {
          id
          name
        }
        ...CustomerForm_customer
      }
      stats {
        customerId
        visits
        noShows
        canceled
        upcoming
        totalSpent
        openBalance
        lastVisit
        nextVisit
        favoriteServices {
          serviceId
          name
          count
        }
      }
      points {
        customerId
        points
        pointsValue
        paidVisits
        visitsUntilVoucher
        fidelityBalance
        fidelityVouchers
      }
    }
  }
`);

export const CUSTOMER_BOOKINGS_QUERY = graphql(`
  query CustomerCardBookings($id: Int!, $open: Boolean!, $page: Int) {
    customerBookings(customerId: $id, open: $open, page: $page) {
      items {
        id
        start
        status
        location {
          id
          name
        }
        events {
          id
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
      }
      pagination {
        ...PaginationFields @unmask
      }
    }
  }
`);

export const CUSTOMER_INVOICES_QUERY = graphql(`
  query CustomerCardInvoices($id: Int!, $page: Int) {
    invoices(customerId: $id, page: $page) {
      items {
        id
        createdAt
        total
        balance
        status
      }
      pagination {
        ...PaginationFields @unmask
      }
    }
  }
`);
