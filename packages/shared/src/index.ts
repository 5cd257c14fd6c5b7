// @salon/shared: the spec §5 field rules and the §8 validation messages (no I/O).
export * from './field-rules.ts';
export * from './messages.ts';
export * from './phone.ts';
export * from './structs.ts';
