// The route table: each REST route of spec §7 declares its path and input shape, names a GraphQL
// document, how to build its variables from the request, and how to shape the payload. Route
// matching is find-my-way's (compile.ts), so the order here does not matter.
import { authRoutes, sessionRoutes } from './routes/auth.ts';
import { availabilityRoutes } from './routes/availability.ts';
import { bookingsRoutes } from './routes/bookings.ts';
import { cashClosingRoutes } from './routes/cash-closing.ts';
import { configurationRoutes } from './routes/configuration.ts';
import { customersRoutes } from './routes/customers.ts';
import { eventsRoutes } from './routes/events.ts';
import { integrationsRoutes } from './routes/integrations.ts';
import { reportsRoutes } from './routes/reports.ts';
import { timetablesRoutes } from './routes/timetables.ts';
import { usersRoutes } from './routes/users.ts';
import { vendorPageRoutes } from './routes/vendor-page.ts';
import { waitlistRoutes } from './routes/waitlist.ts';
import type { Route } from './types.ts';

export type { RestRequest, Route, SchemaHelpers } from './types.ts';

export const routes: Route[] = [
  ...authRoutes,
  ...sessionRoutes,
  ...vendorPageRoutes,
  ...availabilityRoutes,
  ...bookingsRoutes,
  ...configurationRoutes,
  ...usersRoutes,
  ...timetablesRoutes,
  ...eventsRoutes,
  ...customersRoutes,
  ...cashClosingRoutes,
  ...reportsRoutes,
  ...integrationsRoutes,
  ...waitlistRoutes,
];
