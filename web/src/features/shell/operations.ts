import { graphql } from '../../gql/index.ts';

// What the staff sidebar needs of the vendor (spec §2 "Admin sidebar", §4 preload): live mode for the
// new-booking entry, whether workplaces, machines and regions exist, configuration warnings and
// the notification counters.
export const SIDEBAR_DATA_QUERY = graphql(`
  query SidebarData($vendorId: Int!) {
    vendor(id: $vendorId) {
      id
      liveMode
    }
    workplacesAll {
      id
    }
    machinesAll {
      id
    }
    regionsAll {
      id
    }
    configurationErrors {
      services { id keys }
      employees { id keys }
      workplaces { id keys }
      machines { id keys }
      locations { id keys }
      regions { id keys }
      closedDates { id keys }
    }
    notificationCounters {
      collection
      count
    }
  }
`);

// What decides the sidebar's entries, all loaded by the staff preload after a login (lib/staffPreload.ts):
// read from the cache alone, so that the entries are drawn at once, "New booking" in its place.
export const SIDEBAR_ENTRIES_QUERY = graphql(`
  query SidebarEntries($vendorId: Int!) {
    vendor(id: $vendorId) {
      id
      liveMode
    }
    workplacesAll {
      id
    }
    machinesAll {
      id
    }
    regionsAll {
      id
    }
  }
`);

// Reading a collection resets the viewer's server-side counter (spec §4), so the badge stays cleared.
export const RESET_NOTIFICATION_COUNTER_MUTATION = graphql(`
  mutation ResetNotificationCounter($collection: CountedCollection!) {
    resetNotificationCounter(collection: $collection) {
      collection
      count
    }
  }
`);

// Another user changed a counted collection: the sidebar asks again for its counters at once.
export const NOTIFICATION_COUNTERS_CHANGED_SUBSCRIPTION = graphql(`
  subscription NotificationCountersChanged {
    notificationCountersChanged
  }
`);
