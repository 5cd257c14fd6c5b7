// Unsigned JWTs for component tests: the web app only reads a token's claims (the server checks it).

const b64 = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A token with these claims, valid until 2100 unless `exp` is given. */
export const testToken = (claims: Record<string, unknown>) =>
  `${b64('{"alg":"HS256"}')}.${b64(JSON.stringify({ exp: 4_102_444_800, ...claims }))}.sig`;

/** Staff of vendor 10 (employee 2). */
export const staffToken = testToken({ sub: 3, name: 'Staff', role: 2, vendorId: 10, employeeId: 2 });

/** An admin of vendor 10 (employee 1). */
export const adminToken = testToken({ sub: 1, name: 'Admin', role: 3, employeeId: 1, vendorId: 10 });

/** A customer (no vendor). */
export const customerToken = testToken({ sub: 5, name: 'Client', role: 1 });
