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
        pageCount
        currentPage
        count
        limit
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

export const CREATE_VOUCHER = graphql(`
  mutation SellGiftVoucher($input: VoucherInput!) {
    createVoucher(input: $input) {
      __typename
      ... on Voucher {
        id
        code
        ...VoucherDetail_voucher
      }
      ... on ValidationError {
        message
        errors
      }
      ... on ConflictError {
        message
      }
      ... on NotFoundError {
        message
      }
    }
  }
`);
