// Domain errors: thrown by services, mapped once at the GraphQL boundary (errors plugin unions)
// and at the REST boundary (status codes).
import { statusByCode } from '@salon/shared';

/** Nested validation errors, spec §5: { field: { rule: message } }. */
export type FieldErrors = Record<string, Record<string, string>>;

export class DomainError extends Error {
  readonly code: string = 'DOMAIN';
}

export class ValidationError extends DomainError {
  override readonly code = 'VALIDATION';
  constructor(
    message: string,
    readonly errors: FieldErrors = {},
  ) {
    super(message);
  }
}

export class ConflictError extends DomainError {
  override readonly code = 'CONFLICT';
}

export class NotFoundError extends DomainError {
  override readonly code = 'NOT_FOUND';
}

export class AuthenticationError extends DomainError {
  override readonly code = 'UNAUTHENTICATED';
}

export class ForbiddenError extends DomainError {
  override readonly code = 'FORBIDDEN';
}

/**
 * A login that needs its second step: the code of the account's authenticator app, or (an admin
 * of a salon that requires it) setting two-factor sign-in up first, with `setupToken`.
 */
export class TwoFactorRequiredError extends DomainError {
  override readonly code = 'TWO_FACTOR_REQUIRED';
  constructor(
    message: string,
    readonly errors: FieldErrors,
    readonly setupToken: string | null = null,
  ) {
    super(message);
  }
}

export class RateLimitError extends DomainError {
  override readonly code = 'RATE_LIMITED';
  /** Seconds until the client may try again (Retry-After). */
  constructor(
    message: string,
    readonly retryAfter = 60,
  ) {
    super(message);
  }
}

/** The HTTP status a domain error answers with (its code's, 400 for a code without one). */
export function httpStatusOf(error: DomainError): number {
  return statusByCode[error.code] ?? 400;
}
