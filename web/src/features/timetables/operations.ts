import { graphql } from '../../gql/index.ts';

export const TIMETABLES_CONTEXT_QUERY = graphql(`
  query TimetablesContext($vendorId: Int!) {
    vendor(id: $vendorId) { id timezone }
    employeesAll { id name timetablesEnabled canSetTimetable workLocationIds }
    locationsAll { id name shortName closedFrom }
  }
`);

export const TIMETABLES_QUERY = graphql(`
  query EmployeeTimetables($employeeId: Int!, $page: Int) {
    timetables(employeeId: $employeeId, page: $page) {
      items {
        id
        validFrom
        ranges { id weekday start end locationId location { id shortName } }
      }
      pagination { ...PaginationFields @unmask }
    }
  }
`);

export const TIMETABLE_EXCEPTIONS_QUERY = graphql(`
  query EmployeeTimetableExceptions($employeeId: Int!, $page: Int, $past: Boolean) {
    timetableDateExceptions(employeeId: $employeeId, page: $page, past: $past) {
      items {
        id
        date
        ranges { id start end locationId location { id shortName } }
      }
      pagination { ...PaginationFields @unmask }
    }
  }
`);

export const TIMETABLE_QUERY = graphql(`
  query TimetableDetail($id: Int!) {
    timetable(id: $id) {
      id
      type
      employeeId
      validFrom
      date
      ranges { id weekday start end locationId }
    }
  }
`);

export const VERIFY_ADD_TIMETABLE_QUERY = graphql(`
  query VerifyAddTimetable($id: Int, $input: TimetableInput!) {
    verifyAddTimetable(id: $id, input: $input) {
      hasConflicts
      count
      locationsWithoutWorkplace
      events { id start end summary customerName service { id name } }
    }
  }
`);

export const VERIFY_ADD_EXCEPTION_QUERY = graphql(`
  query VerifyAddTimetableDateException($input: TimetableDateExceptionInput!) {
    verifyAddTimetableDateException(input: $input) {
      hasConflicts
      count
      locationsWithoutWorkplace
      events { id start end summary customerName service { id name } }
    }
  }
`);

export const VERIFY_DELETE_TIMETABLE_QUERY = graphql(`
  query VerifyDeleteTimetable($id: Int!) {
    verifyDeleteTimetable(id: $id) {
      hasConflicts
      count
      events { id start end summary customerName service { id name } }
    }
  }
`);

export const CREATE_TIMETABLE_MUTATION = graphql(`
  mutation CreateTimetable($input: TimetableInput!) {
    createTimetable(input: $input) {
      __typename
      ... on Timetable { id }
      ...MutationErrors @unmask
    }
  }
`);

export const UPDATE_TIMETABLE_MUTATION = graphql(`
  mutation UpdateTimetable($id: Int!, $input: TimetableInput!) {
    updateTimetable(id: $id, input: $input) {
      __typename
      ... on Timetable { id }
      ...MutationErrors @unmask
    }
  }
`);

export const DELETE_TIMETABLE_MUTATION = graphql(`
  mutation DeleteTimetable($id: Int!) {
    deleteTimetable(id: $id) {
      __typename
      ...MutationErrors @unmask
    }
  }
`);

export const CREATE_EXCEPTION_MUTATION = graphql(`
  mutation CreateTimetableDateException($input: TimetableDateExceptionInput!) {
    createTimetableDateException(input: $input) {
      __typename
      ... on Timetable { id }
      ...MutationErrors @unmask
    }
  }
`);

export const DELETE_EXCEPTION_MUTATION = graphql(`
  mutation DeleteTimetableDateException($employeeId: Int!, $date: Date!) {
    deleteTimetableDateException(employeeId: $employeeId, date: $date) {
      __typename
      ...MutationErrors @unmask
    }
  }
`);

// The week as worked (spec §3 "Schedule per day"): each day's ranges, with their location and the
// range's own category and the categories the employee can do then.
export const WEEK_SCHEDULE_QUERY = graphql(`
  query EmployeeWeekSchedule($employeeId: Int!, $from: Date!, $to: Date!) {
    schedules(employeeId: $employeeId, from: $from, to: $to) {
      date
      available
      isException
      timeRanges {
        start
        end
        position
        ownCategory
        possibleCategories
        location { id shortName name }
      }
    }
    categoriesAll { id name }
  }
`);
