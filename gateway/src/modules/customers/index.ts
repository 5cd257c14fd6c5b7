// The front door of the customers module: what the rest of the gateway uses of it.
export { m } from './customer.messages.ts';
export { customerAccess, readableCustomer, vendorCustomer } from './customer.service.ts';
export { customerStats, noShowRecord } from './customer.stats.ts';
export { CustomerRef, CustomerStatsRef } from './customer.type.ts';
