// Classifiers of database errors, however the driver adapter wraps them (Prisma error, cause
// chain, driver error with SQLSTATE code).

/** True for a PostgreSQL exclusion violation (SQLSTATE 23P01): an overlapping active event exists. */
export function isOverlapViolation(error: unknown): boolean {
  return errorMatches(error, /23P01|no_overlap|exclusion constraint/i);
}

/** True for a deadlock or serialisation failure (40P01, 40001, Prisma P2034): worth one more try. */
export function isDeadlock(error: unknown): boolean {
  return errorMatches(error, /40P01|40001|P2034|deadlock|could not serialize/i);
}

/** True for a pool or transaction-start timeout (Prisma P2024, P2028): the server is saturated. */
export function isSaturation(error: unknown): boolean {
  return errorMatches(error, /P2024|P2028|Unable to start a transaction|Timed out fetching a new connection/i);
}

/**
 * True when the database cannot be reached (refused or cut connection, server shutting down or
 * starting, Prisma P1001/P1002/P1017): the request may succeed later, so it is a 503, not a bug.
 */
export function isUnreachable(error: unknown): boolean {
  return errorMatches(
    error,
    /ECONNREFUSED|ECONNRESET|EHOSTUNREACH|ENETUNREACH|EAI_AGAIN|P1001|P1002|P1017|Connection terminated|Can't reach database|Server has closed the connection|connection (is )?closed|terminating connection|the database system is (starting|shutting|in recovery)|\b(08000|08001|08003|08006|57P01|57P02|57P03)\b/i,
  );
}

function errorMatches(error: unknown, pattern: RegExp): boolean {
  const seen = new Set<unknown>();
  const visit = (e: unknown): boolean => {
    if (!e || typeof e !== 'object' || seen.has(e)) return false;
    seen.add(e);
    const text = `${(e as { message?: string }).message ?? ''} ${(e as { code?: string }).code ?? ''}`;
    if (pattern.test(text)) return true;
    return Object.values(e as Record<string, unknown>).some(visit) || visit((e as { cause?: unknown }).cause);
  };
  return visit(error);
}
