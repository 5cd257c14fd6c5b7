// The front door of the auth module: what the rest of the gateway uses of it.
export { m } from './auth.messages.ts';
export { type AuthResult, limitTrigger } from './auth.service.ts';
export { AuthPayload, UserType } from './auth.type.ts';
export { hashPassword, verifyPassword } from './password.ts';
export { endSessions, openSession, sessionToken } from './session.service.ts';
export { SessionStore } from './session.store.ts';
export { TokenService, type Viewer } from './token.ts';
