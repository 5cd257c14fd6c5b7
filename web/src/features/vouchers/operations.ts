import { graphql } from '../../gql/index.ts';

export const VOUCHER_FIELDS = graphql(`
  fragment VoucherDetail_voucher on Voucher {
    id
    kind
    code
    faceValue
    balance
    used
    status
    validFrom
    validUntil
    customerId
    recipientName
    buyerName
    saleInvoiceId
    createdAt
  }
`);

export const VOUCHERS_QUERY = graphql(`
  query GiftVouchers($page: Int, $search: String) {
    vouchers(page: $page, search: $search, kind: GIFT) {
      items {
        id
        ...VoucherDetail_voucher
      }
      pagination {
        ...PaginationFields @unmask
      }
    }
  }
`);

export const VOUCHER_BY_CODE_QUERY = graphql(`
  query VoucherByCode($code: String!) {
    voucherByCode(code: $code) {
      id
      ...VoucherDetail_voucher
      uses {
        id
        amount
        createdAt
        bookingId
        customerId
      }
    }
  }
`);

export const TILL_CHOICES_QUERY = graphql(`
  query TillChoices {
    tillLocationId
    locationsAll {
      id
      name
    }
  }
`);

export const SELL_VOUCHER = graphql(`
  mutation SellGiftVoucherAtTill($input: SellVoucherInput!) {
    sellGiftVoucher(input: $input) {
      __typename
      ... on Voucher {
        id
        code
        ...VoucherDetail_voucher
      }
      ...MutationErrors @unmask
    }
  }
`);

export const EMAIL_VOUCHER = graphql(`
  mutation EmailGiftVoucher($id: Int!, $to: String) {
    emailVoucher(id: $id, to: $to) {
      __typename
      ... on MutationEmailVoucherSuccess {
        data
      }
      ...MutationErrors @unmask
    }
  }
`);

export const VOUCHER_BUYER_EMAIL_QUERY = graphql(`
  query VoucherBuyerEmail($id: Int!) {
    customer(id: $id) {
      id
      email
    }
  }
`);
