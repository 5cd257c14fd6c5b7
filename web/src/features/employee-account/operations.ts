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
      ...MutationErrors @unmask
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

export const CALENDAR_CONNECTION_QUERY = graphql(`
  query MyCalendarConnection {
    calendarConnection { id serverUrl calendarUrl calendarName username lastSyncAt lastSyncError busyCount }
  }
`);

export const CONNECT_CALENDAR_MUTATION = graphql(`
  mutation ConnectMyCalendar($input: ConnectCalendarInput!) {
    connectCalendar(input: $input) {
      __typename
      ... on CalendarConnection { id serverUrl calendarUrl calendarName username lastSyncAt lastSyncError busyCount }
      ...MutationErrors @unmask
    }
  }
`);

export const SYNC_CALENDAR_MUTATION = graphql(`
  mutation SyncMyCalendar {
    syncCalendar {
      __typename
      ... on CalendarConnection { id lastSyncAt lastSyncError busyCount }
      ...MutationErrors @unmask
    }
  }
`);

export const DISCONNECT_CALENDAR_MUTATION = graphql(`
  mutation DisconnectMyCalendar {
    disconnectCalendar {
      __typename
      ... on DeleteResult { id }
      ...MutationErrors @unmask
    }
  }
`);
