import { graphql } from '../../../gql/index.ts';

// The calendar's setup, its events (live) and the working-time background.

// What the calendar needs around its events: the vendor's zone and lock, and the columns.
export const AGENDA_SETUP_QUERY = graphql(`
  query AgendaSetup($vendorId: Int!) {
    vendor(id: $vendorId) {
      ...StaffVendorFields @unmask
    }
    employeesAll {
      id
      name
      color
      timetablesEnabled
    }
    workplacesAll {
      id
      name
      locationId
    }
    machinesAll {
      id
      name
      locationId
    }
    locationsAll {
      id
      name
    }
  }
`);

// What a block of the calendar needs, flat (no nested objects to normalise): the details panel reads
// the booking when it opens.
export const AGENDA_EVENT_FRAGMENT = graphql(`
  fragment AgendaEvent_event on AgendaEvent {
    id
    kind
    start
    end
    summary
    title
    customerName
    color
    bookingStatus
    bookingId
    serviceId
    servicePartId
    employeeId
    workplaceId
    machineId
    locationId
  }
`);

// Query and subscription select the same fields, so a pushed event can be merged into the list as is.
export const AGENDA_EVENTS_QUERY = graphql(`
  query AgendaEvents($from: DateTime!, $to: DateTime!) {
    agendaEvents(from: $from, to: $to) {
      ...AgendaEvent_event
    }
  }
`);

export const AGENDA_EVENTS_CHANGED_SUBSCRIPTION = graphql(`
  subscription AgendaEventsChanged($from: DateTime!, $to: DateTime!) {
    calendarEventsChanged(from: $from, to: $to) {
      type
      eventId
      agendaEvent {
        ...AgendaEvent_event
      }
    }
  }
`);

export const AGENDA_BACKGROUND_QUERY = graphql(`
  query AgendaBackground($from: Date!, $to: Date!, $employeeIds: [Int!]) {
    schedules(from: $from, to: $to, employeeIds: $employeeIds) {
      date
      employeeId
      available
      timeRanges {
        startMinute
        endMinute
      }
    }
    closedDatesAll(past: true) {
      id
      date
      description
    }
  }
`);
