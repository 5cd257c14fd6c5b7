import { graphql } from '../../gql/index.ts';

// An invoice with its lines and payments, and its sending by e-mail (the invoice detail).

export const INVOICE_QUERY = graphql(`
  query InvoiceDetail($id: Int!) {
    invoice(id: $id) {
      id
      createdAt
      total
      balance
      amount
      cashRounding
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
        rounding
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
      ...MutationErrors @unmask
    }
  }
`);
