import { resourceRoutes } from '../resources.ts';
import type { Route } from '../types.ts';
import { opt, w } from '../wire/shape.ts';
import { errorMembers, num } from '../wire/values.ts';
import { vendorRoutes } from './vendors.ts';

const locationFields = `id name shortName slug regionId closedFrom open street zip city phone email isPublic vendorId
  workplaces { id name locationId }`;
const serviceFields = `id name description translations { language name description } duration standardDuration
  fixedDuration breakDuration clientExitDuration performedOrder executionOrder onlineBookable categoryId parentId
  price currentPrice { id amount validFrom } futurePrices { id amount validFrom } prices { id amount validFrom }
  parts { minutesFromStart duration } employeeIds employees { employeeId preference }
  workplaces { workplaceId locationId preference } machines { machineId preference } machineModelIds associatedServiceIds
  childServices { id name }`;
const employeeFields = `id firstname lastname name color position timetable timetablesEnabled canSetTimetable
  canSetOwnTimetables canCreateBookingsOutOfTimetables userId user { id email role language }
  serviceIds services { serviceId preference } workplaces { workplaceId locationId preference }`;

/** The full set of generic calls of one kind, named by the resources.ts conventions. */
const crud = (
  kind: string,
  type: string,
  plural: string,
  fields: string,
  extra: Partial<Parameters<typeof resourceRoutes>[0]> = {},
) =>
  resourceRoutes({
    kind,
    type,
    fields,
    all: `${plural}All`,
    list: plural,
    one: type.charAt(0).toLowerCase() + type.slice(1),
    create: { field: `create${type}`, input: `${type}Input` },
    update: { field: `update${type}`, input: `${type}Input` },
    remove: `delete${type}`,
    verifyDelete: `verifyDelete${type}`,
    ...extra,
  });

const employeeRoutes: Route[] = [
  {
    method: 'GET',
    path: '/employees/ical-url',
    input: { query: { employee_id: opt(w.id()) } },
    field: 'employeeIcalUrl',
    document: 'query ($id: Int) { employeeIcalUrl(employeeId: $id) { url } }',
    variables: ({ query }) => ({ id: num(query.get('employee_id')) }),
  },
  {
    method: 'POST',
    path: '/employees/ical-url/rotate.json',
    input: { body: { employee_id: opt(w.id()) } },
    field: 'rotateEmployeeIcalUrl',
    document: 'mutation ($id: Int) { rotateEmployeeIcalUrl(employeeId: $id) { url } }',
    variables: ({ body }) => ({ id: num(body.employee_id) }),
  },
  {
    method: 'GET',
    path: '/employees/ical/:token.ics',
    input: { params: { token: w.text(200) } },
    field: 'employeeIcalFeed',
    notFoundOnNull: true,
    contentType: 'text/calendar; charset=utf-8',
    document: 'query ($token: String!) { employeeIcalFeed(token: $token) }',
    variables: ({ params }) => ({ token: params.token }),
  },
];

const serviceRoutes: Route[] = [
  ...(['PUT', 'POST'] as const).map(
    (method): Route => ({
      method,
      path: '/services/set-services-order.json',
      input: { body: { services: w.list(w.object({ id: w.id(), performed_order: opt(w.int(0)) }), 1000) } },
      field: 'setServicesOrder',
      document: `mutation ($services: [ServiceOrderInput!]!) { setServicesOrder(services: $services) {
        __typename ... on MutationSetServicesOrderSuccess { data { id performedOrder } } ${errorMembers} } }`,
      variables: ({ body }) => {
        const list = (Array.isArray(body.services) ? body.services : []) as Record<string, unknown>[];
        return {
          services: list.map((s, index) => ({ id: Number(s.id), performedOrder: num(s.performed_order) ?? index })),
        };
      },
      shape: (value) => (value as { data: unknown }).data,
    }),
  ),
];

export const configurationRoutes: Route[] = [
  // Specific paths first: the generic /{kind}/{id}.json would match them otherwise.
  ...vendorRoutes,
  ...employeeRoutes,
  ...serviceRoutes,
  ...crud('locations', 'Location', 'locations', locationFields, { filters: { regionId: 'Int' } }),
  ...crud('regions', 'Region', 'regions', 'id name locations { id name }', {
    relations: { locations: 'setRegionLocations' },
  }),
  ...resourceRoutes({
    kind: 'child-services',
    type: 'Service',
    fields: 'id name duration categoryId price',
    filters: { parentId: 'Int!' },
    all: 'childServicesAll',
  }),
  ...crud(
    'closed-dates',
    'ClosedDate',
    'closedDates',
    'id date description locationIds locations { id name } bookingsCount',
    {
      filters: { locationId: 'Int', past: 'Boolean' },
    },
  ),
  ...crud(
    'workplaces',
    'Workplace',
    'workplaces',
    'id name locationId employees { employeeId preference } services { serviceId preference } machines { id name }',
    {
      filters: { locationId: 'Int' },
      relations: {
        employees: 'setWorkplaceEmployees',
        services: 'setWorkplaceServices',
        machines: 'setWorkplaceMachines',
      },
    },
  ),
  ...crud(
    'machines',
    'Machine',
    'machines',
    'id name locationId machineModelId workplaces { id name } services { serviceId preference }',
    {
      filters: { locationId: 'Int' },
      relations: { workplaces: 'setMachineWorkplaces', services: 'setMachineServices' },
    },
  ),
  ...crud('machine-models', 'MachineModel', 'machineModels', 'id name serviceIds machines { id name locationId }', {
    relations: { services: 'setMachineModelServices' },
  }),
  ...crud('services', 'Service', 'services', serviceFields, {
    filters: { locationId: 'Int', categoryId: 'Int' },
    relations: {
      employees: 'setServiceEmployees',
      workplaces: 'setServiceWorkplaces',
      machines: 'setServiceMachines',
      'machine-models': 'setServiceMachineModels',
      'associated-services': 'setServiceAssociatedServices',
    },
  }),
  ...crud('categories', 'Category', 'categories', 'id icon name kind position translations { language name }', {
    type: 'ServiceCategory',
    one: 'category',
  }),
  ...crud('employees', 'Employee', 'employees', employeeFields, {
    relations: { services: 'setEmployeeServices', workplaces: 'setEmployeeWorkplaces' },
  }),
];
