// The front door of the users module: what the rest of the gateway uses of it.
export { createUserToken } from './users.tokens.ts';
