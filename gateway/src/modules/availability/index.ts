// The front door of the availability module: what the rest of the gateway uses of it.
export { loadAvailabilityInput } from './availability.loader.ts';
