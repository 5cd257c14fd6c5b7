import { graphql } from '../../gql/index.ts';

// Query and subscription select the same fields, so a pushed event can be merged into the list as is.
export const AGENDA_EVENTS_QUERY = graphql(`
  query AgendaEvents($from: DateTime!, $to: DateTime!) {
    calendarEvents(from: $from, to: $to) {
      id
      start
      end
      employeeId
      employee {
        id
        name
      }
      ...AgendaEventBlock_event
    }
  }
`);

export const AGENDA_EVENTS_CHANGED_SUBSCRIPTION = graphql(`
  subscription AgendaEventsChanged($from: DateTime!, $to: DateTime!) {
    calendarEventsChanged(from: $from, to: $to) {
      type
      eventId
      event {
        id
        start
        end
        employeeId
        employee {
          id
          name
        }
        ...AgendaEventBlock_event
      }
    }
  }
`);
