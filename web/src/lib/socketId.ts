// Spec §7: calls carry the id of the page's live connection when it has one (X-Socket-Id). The
// server gives the id in the connection's acknowledgement; the live clients keep it here.

let current: string | null = null;

/** The open live connection's id, or null without one. */
export const socketId = (): string | null => current;

/** Kept from a connection's acknowledgement payload; null once it closes. */
export function setSocketId(payload: unknown): void {
  const id = (payload as { socketId?: unknown } | null | undefined)?.socketId;
  current = typeof id === 'string' && id ? id : null;
}

/** The header to add to a call, when a live connection exists. */
export const socketIdHeader = (): Record<string, string> => (current ? { 'X-Socket-Id': current } : {});
