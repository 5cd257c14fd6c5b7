import { graphql } from '../../gql/index.ts';

export const EMPLOYEES_PAGE_QUERY = graphql(`
  query EmployeesPage {
    employeesAll {
      id
      name
      firstname
      lastname
      position
      timetablesEnabled
      serviceIds
      user { id email role }
    }
  }
`);

export const EMPLOYEE_QUERY = graphql(`
  query EmployeeDetail($id: Int!) {
    employee(id: $id) {
      id
      firstname
      lastname
      name
      color
      position
      timetablesEnabled
      canSetTimetable
      canCreateBookingsOutOfTimetables
      serviceIds
      services { serviceId preference }
      workplaces { workplaceId preference }
      user { id email role language enabled }
    }
  }
`);

export const CREATE_EMPLOYEE_MUTATION = graphql(`
  mutation CreateEmployee($input: EmployeeInput!) {
    createEmployee(input: $input) {
      __typename
      ... on Employee { id name }
      ...MutationErrors @unmask
    }
  }
`);

export const UPDATE_EMPLOYEE_MUTATION = graphql(`
  mutation UpdateEmployee($id: Int!, $input: EmployeeInput!) {
    updateEmployee(id: $id, input: $input) {
      __typename
      ... on Employee { id name }
      ...MutationErrors @unmask
    }
  }
`);

export const VERIFY_DELETE_EMPLOYEE_QUERY = graphql(`
  query VerifyDeleteEmployee($id: Int!) {
    verifyDeleteEmployee(id: $id) { canDelete dependencies { kind count } }
  }
`);

export const DELETE_EMPLOYEE_MUTATION = graphql(`
  mutation DeleteEmployee($id: Int!) {
    deleteEmployee(id: $id) {
      __typename
      ...MutationErrors @unmask
    }
  }
`);

export const SET_EMPLOYEE_SERVICES_MUTATION = graphql(`
  mutation SetEmployeeServices($id: Int!, $ids: [Int!]!) {
    setEmployeeServices(id: $id, ids: $ids) {
      __typename
      ...MutationErrors @unmask
    }
  }
`);

export const SET_EMPLOYEE_WORKPLACES_MUTATION = graphql(`
  mutation SetEmployeeWorkplaces($id: Int!, $ids: [Int!]!) {
    setEmployeeWorkplaces(id: $id, ids: $ids) {
      __typename
      ...MutationErrors @unmask
    }
  }
`);
