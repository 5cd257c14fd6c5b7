// The section's GraphQL documents, by sub-area (each file is read by codegen).
export * from './operations/flow.ts';
export * from './operations/confirmation.ts';
export * from './operations/checkout.ts';
