// Integrations: API keys (made and revoked by an admin in person), webhooks (signed events
// sent to an integrator's endpoint, with the log of their deliveries), and an employee's two-way
// calendar sync (CalDAV).
import type { Route } from '../types.ts';
import { opt, w } from '../wire/shape.ts';
import { errorMembers, num, pagination } from '../wire/values.ts';

const apiKeyFields = 'id name role prefix createdAt lastUsedAt';
const webhookFields = 'id url events enabled disabledReason disabledAt createdAt';
const deliveryFields = `id webhookId messageId event resourceId status attempts lastStatusCode lastError nextAttemptAt
  deliveredAt createdAt`;
const calendarFields =
  'id employeeId provider serverUrl calendarUrl calendarName username lastSyncAt lastSyncError busyCount createdAt';
const webhookBody = {
  url: opt(w.text(2000)),
  events: opt(w.list(w.text(64), 20)),
  enabled: opt(w.bool()),
};
const webhookInput = (body: Record<string, unknown>) => ({
  url: body.url ?? undefined,
  events: body.events ?? undefined,
  enabled: body.enabled == null ? undefined : body.enabled === true || body.enabled === 'true' || body.enabled === 1,
});

export const integrationsRoutes: Route[] = [
  {
    method: 'GET',
    path: '/api-keys.json',
    summary: "The vendor's active API keys (never the keys themselves)",
    field: 'apiKeys',
    document: `query { apiKeys { ${apiKeyFields} } }`,
    variables: () => ({}),
  },
  {
    method: 'POST',
    path: '/api-keys.json',
    summary: 'Creates an API key; the key is in this answer only',
    input: { body: { name: w.text(100), role: w.oneOf(['staff', 'admin']) } },
    field: 'createApiKey',
    created: true,
    document: `mutation ($input: ApiKeyInput!) { createApiKey(input: $input) {
      __typename ... on CreatedApiKey { id name role prefix key createdAt } ${errorMembers} } }`,
    variables: ({ body }) => ({ input: { name: body.name, role: body.role } }),
  },
  {
    method: 'DELETE',
    path: '/api-keys/:id.json',
    summary: 'Revokes an API key at once',
    input: { params: { id: w.id() } },
    field: 'revokeApiKey',
    document: `mutation ($id: Int!) { revokeApiKey(id: $id) { __typename ... on DeleteResult { id } ${errorMembers} } }`,
    variables: ({ params }) => ({ id: Number(params.id) }),
  },
  {
    method: 'GET',
    path: '/webhooks.json',
    summary: "The vendor's webhook endpoints (never their secrets)",
    field: 'webhooks',
    document: `query { webhooks { ${webhookFields} } }`,
    variables: () => ({}),
  },
  {
    method: 'POST',
    path: '/webhooks.json',
    summary: 'Registers an endpoint; the signing secret (whsec_…) is in this answer only',
    input: { body: { ...webhookBody, url: w.text(2000), events: w.list(w.text(64), 20) } },
    field: 'createWebhook',
    created: true,
    document: `mutation ($input: WebhookInput!) { createWebhook(input: $input) {
      __typename ... on CreatedWebhook { id url events enabled secret createdAt } ${errorMembers} } }`,
    variables: ({ body }) => ({ input: webhookInput(body) }),
  },
  {
    method: 'PUT',
    path: '/webhooks/:id.json',
    summary: "Changes an endpoint's address or events, or turns it off or on again",
    input: { params: { id: w.id() }, body: webhookBody },
    field: 'updateWebhook',
    document: `mutation ($id: Int!, $input: WebhookInput!) { updateWebhook(id: $id, input: $input) {
      __typename ... on Webhook { ${webhookFields} } ${errorMembers} } }`,
    variables: ({ params, body }) => ({ id: Number(params.id), input: webhookInput(body) }),
  },
  {
    method: 'DELETE',
    path: '/webhooks/:id.json',
    summary: 'Removes an endpoint with its deliveries',
    input: { params: { id: w.id() } },
    field: 'deleteWebhook',
    document: `mutation ($id: Int!) { deleteWebhook(id: $id) { __typename ... on DeleteResult { id } ${errorMembers} } }`,
    variables: ({ params }) => ({ id: Number(params.id) }),
  },
  {
    method: 'GET',
    path: '/webhooks/:id/deliveries.json',
    summary: "An endpoint's deliveries, newest first: event, status, attempts, last response code, next attempt",
    input: { params: { id: w.id() }, query: { page: opt(w.int(1)), limit: opt(w.int(1, 500)) } },
    field: 'webhookDeliveries',
    page: true,
    document: `query ($id: Int!, $page: Int, $limit: Int) { webhookDeliveries(webhookId: $id, page: $page, limit: $limit) {
      items { ${deliveryFields} } ${pagination} } }`,
    variables: ({ params, query }) => ({
      id: Number(params.id),
      page: num(query.get('page')),
      limit: num(query.get('limit')),
    }),
  },
  {
    method: 'GET',
    path: '/calendar-connection.json',
    summary: "The viewer's connected calendar (an admin: any employee's); 404 when none (the password is never shown)",
    input: { query: { employee_id: opt(w.id()) } },
    field: 'calendarConnection',
    notFoundOnNull: true,
    document: `query ($id: Int) { calendarConnection(employeeId: $id) { ${calendarFields} } }`,
    variables: ({ query }) => ({ id: num(query.get('employee_id')) }),
  },
  {
    method: 'PUT',
    path: '/calendar-connection.json',
    summary:
      'Connects (or replaces) a CalDAV calendar after logging in to it; bookings are written there and its busy times block availability',
    input: {
      body: {
        employee_id: opt(w.id()),
        server_url: w.text(2000),
        calendar_url: opt(w.text(2000)),
        username: w.text(500),
        password: w.text(500),
      },
    },
    field: 'connectCalendar',
    document: `mutation ($input: ConnectCalendarInput!) { connectCalendar(input: $input) {
      __typename ... on CalendarConnection { ${calendarFields} } ${errorMembers} } }`,
    variables: ({ body }) => ({
      input: {
        employeeId: num(body.employee_id),
        serverUrl: body.server_url,
        calendarUrl: body.calendar_url ?? undefined,
        username: body.username,
        password: body.password,
      },
    }),
  },
  {
    method: 'POST',
    path: '/calendar-connection/sync.json',
    summary: 'Syncs the connected calendar now: reads its busy times and writes the appointments',
    input: { body: { employee_id: opt(w.id()) } },
    field: 'syncCalendar',
    document: `mutation ($id: Int) { syncCalendar(employeeId: $id) {
      __typename ... on CalendarConnection { ${calendarFields} } ${errorMembers} } }`,
    variables: ({ body }) => ({ id: num(body.employee_id) }),
  },
  {
    method: 'DELETE',
    path: '/calendar-connection.json',
    summary: 'Disconnects the calendar: its busy times no longer block the employee',
    input: { query: { employee_id: opt(w.id()) } },
    field: 'disconnectCalendar',
    document: `mutation ($id: Int) { disconnectCalendar(employeeId: $id) { __typename ... on DeleteResult { id } ${errorMembers} } }`,
    variables: ({ query }) => ({ id: num(query.get('employee_id')) }),
  },
];
