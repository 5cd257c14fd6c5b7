import { graphql } from '../../gql/index.ts';

export const EMPLOYEE_ME_QUERY = graphql(`
  query EmployeeMe {
    me { id email username firstname lastname language employeeId }
  }
`);

export const UPDATE_EMPLOYEE_USER_MUTATION = graphql(`
  mutation UpdateEmployeeUser($id: Int!, $input: UpdateUserInput!) {
    updateUser(id: $id, input: $input) {
      __typename
      ... on AuthPayload {
        token
        message
        user { id email username firstname lastname language verified }
      }
      ... on Error { message }
      ... on ValidationError { errors }
    }
  }
`);

export const ICAL_URL_QUERY = graphql(`
  query EmployeeIcalUrl {
    employeeIcalUrl { url }
  }
`);

export const ROTATE_ICAL_MUTATION = graphql(`
  mutation RotateEmployeeIcalUrl {
    rotateEmployeeIcalUrl { url }
  }
`);
