// The front door of the closed-dates module: nothing of it is used elsewhere; its types and fields are
// registered by schema.ts.
export {};
