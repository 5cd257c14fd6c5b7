// The selections that many documents repeat, written once. Spread them with `@unmask`
// (`...MutationErrors @unmask`): codegen then types their fields inline in the operation's result
// (`config.customDirectives.apolloUnmask` in codegen.ts), so the call sites and the shared readers
// (`outcomeOf` in components/scaffold/EntityForm.tsx, `ListView`'s `PageInfo`) read `__typename`,
// `message`, `errors` and the page fields directly, without `getFragmentData`. Apollo Client strips
// `@unmask` before it sends an operation. The public pages' documents (gql/public.ts, sent as plain
// strings by lib/graphqlRequest.ts) do not use these fragments: nothing would strip the directive there.
import { graphql } from '../gql/index.ts';

/** The failure members of a mutation's result union (the `Error` interface; spec §5 nested `errors`). */
export const MUTATION_ERRORS_FRAGMENT = graphql(`
  fragment MutationErrors on Error {
    __typename
    message
    ... on ValidationError {
      errors
    }
  }
`);

/** A page list's page info (spec §3), as every `…Page` type returns it. */
export const PAGINATION_FIELDS_FRAGMENT = graphql(`
  fragment PaginationFields on Pagination {
    pageCount
    currentPage
    hasNextPage
    hasPrevPage
    count
    limit
  }
`);

/** What a sign-in, sign-up or validation answer gives the session (`storeAuthPayload` in lib/session.ts). */
export const SESSION_FIELDS_FRAGMENT = graphql(`
  fragment SessionFields on AuthPayload {
    token
    user {
      id
      email
      firstname
      lastname
      language
    }
  }
`);

/**
 * The vendor as the staff calendar needs it: loaded by the staff preload after a login (spec §4,
 * lib/staffPreload.ts) and read by the calendar's setup, which the cache then answers.
 */
export const STAFF_VENDOR_FRAGMENT = graphql(`
  fragment StaffVendorFields on Vendor {
    id
    timezone
    calendarLock
    displayType
    calendarColor
    minStart
    workplacesEnabled
    machinesEnabled
  }
`);
