// The front door of the workplaces module: what the rest of the gateway uses of it.
export { liveEmployees, liveServices, liveWorkplaces } from './workplace.service.ts';
