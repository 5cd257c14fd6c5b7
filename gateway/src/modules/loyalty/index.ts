// The front door of the loyalty module: what the rest of the gateway uses of it.
export { accrueLoyalty } from './loyalty.service.ts';
