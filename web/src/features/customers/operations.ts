// The section's GraphQL documents, by sub-area (each file is read by codegen).
export * from './operations/list.ts';
export * from './operations/card.ts';
export * from './operations/comments.ts';
export * from './operations/merge.ts';
