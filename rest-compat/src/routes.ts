// The route table: each REST route of spec §7 declares its path and input shape, names a GraphQL
// document, how to build its variables from the request, and how to shape the payload. Route
// matching is find-my-way's (compile.ts), so the order here does not matter.
import { configurationRoutes } from './routes/configuration.ts';
import { customersRoutes } from './routes/customers.ts';
import { schedulingRoutes } from './routes/scheduling.ts';
import { sliceRoutes } from './routes/slice.ts';
import { usersRoutes } from './routes/users.ts';
import type { Route } from './types.ts';

export type { RestRequest, Route, SchemaHelpers } from './types.ts';

export const routes: Route[] = [
  ...sliceRoutes,
  ...configurationRoutes,
  ...usersRoutes,
  ...schedulingRoutes,
  ...customersRoutes,
];
