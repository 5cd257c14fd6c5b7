import { graphql } from '../../gql/index.ts';

export const REPORT_QUERY = graphql(`
  query SalonReport($dateFrom: Date!, $dateTo: Date!, $locationId: Int) {
    report(dateFrom: $dateFrom, dateTo: $dateTo, locationId: $locationId) {
      dateFrom
      dateTo
      locationId
      revenueTotal
      invoicedTotal
      occupancy
      revenue {
        method
        amount
      }
      bookingsByStatus {
        status
        count
      }
      byEmployee {
        employeeId
        name
        bookings
        revenue
        bookedMinutes
        workingMinutes
        occupancy
      }
      byService {
        serviceId
        name
        count
        revenue
      }
    }
  }
`);

export const CASH_CLOSING_QUERY = graphql(`
  query CashClosingDay($locationId: Int!, $date: Date!) {
    cashClosing(locationId: $locationId, date: $date) {
      id
      saved
      locationId
      date
      cashTotal
      cashRounding
      cardTotal
      postcardTotal
      voucherTotal
      voucherSalesTotal
      total
      openingFloat
      expectedCash
      hasNegative
      negativeMethods
      countedCash
      cashDifference
      createdAt
      vouchersUsed {
        voucherId
        code
        amount
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

export const SAVE_CASH_CLOSING = graphql(`
  mutation SaveCashClosing($locationId: Int!, $date: Date!, $countedCash: Int, $openingFloat: Int) {
    saveCashClosing(locationId: $locationId, date: $date, countedCash: $countedCash, openingFloat: $openingFloat) {
      __typename
      ... on CashClosing {
        id
        saved
        locationId
        date
        cashTotal
        cardTotal
        postcardTotal
        voucherTotal
        voucherSalesTotal
        total
        openingFloat
        expectedCash
        hasNegative
        negativeMethods
        countedCash
        cashDifference
        createdAt
      }
      ...MutationErrors @unmask
    }
  }
`);

export const TILL_QUERY = graphql(`
  query MyTill {
    tillLocationId
  }
`);
