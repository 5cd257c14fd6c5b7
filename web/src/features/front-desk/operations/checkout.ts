import { graphql } from '../../../gql/index.ts';

// The checkout: invoice, vouchers, close, and the booking kept live.

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
      cashRounding
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
        rounding
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
      ...MutationErrors @unmask
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
      ...MutationErrors @unmask
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
