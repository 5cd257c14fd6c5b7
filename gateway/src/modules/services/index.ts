// The front door of the services module: what the rest of the gateway uses of it.
export { m } from './service.messages.ts';
export { CategoryKindEnum, ServiceCategoryRef } from './service.type.ts';
