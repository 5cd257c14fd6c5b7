import { graphql } from '../../../gql/index.ts';

// Customers: the list, the form and its checks, create, update, delete.

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
        ...PaginationFields @unmask
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
    language
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
      ...MutationErrors @unmask
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
      ...MutationErrors @unmask
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
      ...MutationErrors @unmask
    }
  }
`);
