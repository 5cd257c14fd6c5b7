// The front door of the locations module: what the rest of the gateway uses of it.
export { m } from './location.messages.ts';
export { isLocationOpen } from './location.rules.ts';
export { vendorToday } from './location.service.ts';
export { LocationRef, servicesAtLocation } from './location.type.ts';
