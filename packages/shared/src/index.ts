// @salon/shared: the spec §5 field rules and the §8 validation messages, and the limits, texts and
// error statuses every door of the server shares (no I/O).
export * from './actual-durations.ts';
export * from './boundary-messages.ts';
export * from './cash-rounding.ts';
export * from './error-status.ts';
export * from './field-rules.ts';
export * from './forbidden-keys.ts';
export * from './languages.ts';
export * from './limits.ts';
export * from './messages.ts';
export * from './phone.ts';
export * from './structs.ts';
