import { graphql } from '../../gql/index.ts';

export const CUSTOMER_ROW = graphql(`
  fragment CustomerRow_customer on Customer {
    id
    firstname
    lastname
    companyName
    email
    phoneMobile
    phoneHome
    phoneWork
    city
    createdAt
  }
`);

export const CUSTOMERS_QUERY = graphql(`
  query CustomersList($search: String, $page: Int, $sort: CustomerSort, $descending: Boolean) {
    customers(search: $search, page: $page, sort: $sort, descending: $descending) {
      items {
        id
        ...CustomerRow_customer
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

export const CUSTOMER_FIELDS = graphql(`
  fragment CustomerForm_customer on Customer {
    id
    type
    gender
    firstname
    lastname
    email
    phoneMobile
    phoneHome
    phoneWork
    phoneProMobile
    username
    address
    addressComplement
    zip
    city
    country
    birthdate
    companyName
    uidNumber
    favoriteEmployeeId
    favoriteEmployeeOnly
  }
`);

/** The employees a customer may prefer (spec §3 favourite employee). */
export const CUSTOMER_FORM_OPTIONS = graphql(`
  query CustomerFormOptions {
    employeesAll {
      id
      name
    }
  }
`);

/** Customers with the same e-mail or one of the same phones: possibly the same person. */
export const CUSTOMER_DUPLICATES = graphql(`
  query CustomerDuplicates($email: String, $phones: [String!], $excludeId: Int) {
    customerDuplicates(email: $email, phones: $phones, excludeId: $excludeId) {
      id
      name
      email
      phoneMobile
      phoneHome
      phoneProMobile
      phoneWork
    }
  }
`);

export const VERIFY_DELETE_CUSTOMER = graphql(`
  query VerifyDeleteCustomer($id: Int!) {
    verifyDeleteCustomer(id: $id) {
      canDelete
      dependencies {
        kind
        count
      }
    }
  }
`);

export const DELETE_CUSTOMER = graphql(`
  mutation DeleteCustomer($id: Int!) {
    deleteCustomer(id: $id) {
      __typename
      ... on DeleteResult {
        id
      }
      ... on Error {
        message
      }
    }
  }
`);

export const CREATE_CUSTOMER = graphql(`
  mutation CreateCustomer($input: CustomerInput!) {
    createCustomer(input: $input) {
      __typename
      ... on Customer {
        id
        name
        ...CustomerForm_customer
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

export const UPDATE_CUSTOMER = graphql(`
  mutation UpdateCustomer($id: Int!, $input: CustomerInput!) {
    updateCustomer(id: $id, input: $input) {
      __typename
      ... on Customer {
        id
        name
        ...CustomerForm_customer
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

export const CUSTOMER_CARD_QUERY = graphql(`
  query CustomerCard($id: Int!) {
    customerCard(customerId: $id) {
      customer {
        id
        name
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
        pageCount
        currentPage
        count
        limit
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
        pageCount
        currentPage
        count
        limit
      }
    }
  }
`);

export const COMMENTS_QUERY = graphql(`
  query CustomerComments($id: Int!, $page: Int) {
    comments(customerId: $id, page: $page) {
      items {
        id
        comment
        createdAt
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

export const CREATE_COMMENT = graphql(`
  mutation CreateCustomerComment($input: CommentInput!) {
    createComment(input: $input) {
      __typename
      ... on Comment {
        id
        comment
      }
      ... on ValidationError {
        message
        errors
      }
      ... on NotFoundError {
        message
      }
      ... on ConflictError {
        message
      }
    }
  }
`);

export const UPDATE_COMMENT = graphql(`
  mutation UpdateCustomerComment($id: Int!, $input: CommentInput!) {
    updateComment(id: $id, input: $input) {
      __typename
      ... on Comment {
        id
        comment
      }
      ... on ValidationError {
        message
        errors
      }
      ... on NotFoundError {
        message
      }
      ... on ConflictError {
        message
      }
    }
  }
`);

export const DELETE_COMMENT = graphql(`
  mutation DeleteCustomerComment($id: Int!) {
    deleteComment(id: $id) {
      __typename
      ... on NotFoundError {
        message
      }
      ... on ConflictError {
        message
      }
      ... on ValidationError {
        message
      }
    }
  }
`);

export const FIDELITY_VOUCHERS_QUERY = graphql(`
  query CustomerFidelityVouchers($id: Int!, $page: Int) {
    fidelityVouchers(customerId: $id, page: $page) {
      items {
        id
        code
        faceValue
        balance
        status
        validUntil
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

/** What a merge would move: counts per customer, read with the same lists the card uses. */
export const MERGE_SIDE_QUERY = graphql(`
  query CustomerMergeSide($id: Int!) {
    customer(id: $id) {
      id
      name
      email
      phoneMobile
      city
    }
    open: customerBookings(customerId: $id, open: true, limit: 1) {
      pagination {
        count
      }
    }
    closed: customerBookings(customerId: $id, open: false, limit: 1) {
      pagination {
        count
      }
    }
    invoices(customerId: $id, limit: 1) {
      pagination {
        count
      }
    }
    comments(customerId: $id, limit: 1) {
      pagination {
        count
      }
    }
    vouchers(customerId: $id, limit: 1) {
      pagination {
        count
      }
    }
    pointsStats(customerId: $id) {
      customerId
      points
    }
  }
`);

export const MERGE_CUSTOMERS = graphql(`
  mutation MergeCustomers($id: Int!, $idsToDelete: [Int!]!) {
    mergeCustomers(id: $id, idsToDelete: $idsToDelete) {
      __typename
      ... on Customer {
        id
        name
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

export const CUSTOMER_PICK_QUERY = graphql(`
  query CustomerPick($search: String) {
    customers(search: $search, limit: 10) {
      items {
        id
        name
        email
        phoneMobile
        city
      }
    }
  }
`);
