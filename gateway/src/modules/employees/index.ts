// The front door of the employees module: what the rest of the gateway uses of it.
export { employeeWorkLocationIds } from './employee.service.ts';
export { icalendar } from './ical.ts';
