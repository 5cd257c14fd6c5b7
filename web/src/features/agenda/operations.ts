// The section's GraphQL documents, by sub-area (each file is read by codegen).
export * from './operations/agenda.ts';
export * from './operations/details.ts';
