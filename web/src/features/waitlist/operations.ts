import { graphql } from '../../gql/index.ts';

export const WAITLIST_PAGE_QUERY = graphql(`
  query WaitlistEntries($page: Int, $status: WaitlistStatus) {
    waitlistEntries(page: $page, status: $status) {
      items {
        id
        status
        customerName
        locationName
        employeeName
        serviceNames
        dateFrom
        dateTo
        timeFrom
        timeTo
        offeredStarts
        holdUntil
        createdAt
      }
      pagination {
        ...PaginationFields @unmask
      }
    }
  }
`);

export const DELETE_WAITLIST_ENTRY = graphql(`
  mutation DeleteWaitlistEntry($id: Int!) {
    deleteWaitlistEntry(id: $id) {
      __typename
      ... on DeleteResult {
        id
      }
      ...MutationErrors @unmask
    }
  }
`);

export const WAITLIST_OFFER_FIELDS = graphql(`
  fragment WaitlistOfferFields on WaitlistOffer {
    token
    entryId
    status
    bookingId
    dateFrom
    dateTo
    vendorName
    vendorSlug
    timezone
    locationName
    locationSlug
    services
    starts
    holdUntil
    legalConditions {
      id
      required
      title
      url
    }
  }
`);

export const WAITLIST_OFFER_QUERY = graphql(`
  query WaitlistOffer($token: String!) {
    waitlistOffer(token: $token) {
      ...WaitlistOfferFields
    }
  }
`);

export const BOOK_WAITLIST_OFFER = graphql(`
  mutation BookWaitlistOffer($token: String!, $start: DateTime!, $legalConditionIds: [Int!]) {
    bookWaitlistOffer(token: $token, start: $start, legalConditionIds: $legalConditionIds) {
      __typename
      ... on Booking {
        id
      }
      ...MutationErrors @unmask
    }
  }
`);

export const LEAVE_WAITLIST = graphql(`
  mutation LeaveWaitlist($token: String!) {
    leaveWaitlist(token: $token) {
      __typename
      ... on WaitlistOffer {
        ...WaitlistOfferFields
      }
      ...MutationErrors @unmask
    }
  }
`);
