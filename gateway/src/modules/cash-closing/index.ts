// The front door of the cash-closing module: nothing of it is used elsewhere; its types and fields are
// registered by schema.ts.
export {};
