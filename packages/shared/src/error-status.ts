// The HTTP status of each error code the server answers with (GraphQL `extensions.code`, REST
// status): the gateway's domain errors (gateway/src/lib/errors.ts) and GraphQL's own codes.

export const statusByCode: Record<string, number> = {
  RATE_LIMITED: 429,
  UNAUTHENTICATED: 401,
  TWO_FACTOR_REQUIRED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  VALIDATION: 422,
  BAD_USER_INPUT: 422,
  GRAPHQL_VALIDATION_FAILED: 422,
  UNAVAILABLE: 503,
  QUERY_TIMEOUT: 503,
};
