// Two-factor sign-in with time-based one-time codes (TOTP, RFC 6238: 6 digits, 30 s steps, SHA-1,
// what every authenticator app reads from an otpauth:// QR code), with otplib; and the recovery
// codes that replace a lost phone, each usable once and stored as a hash.
import { createHash, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { nowMs } from '../../lib/clock.ts';

/** The name an authenticator app shows beside the code. */
export const ISSUER = 'Salonbook';
export const RECOVERY_CODE_COUNT = 10;

export const newTotpSecret = (): string => generateSecret();

/** The otpauth:// address of the secret, and the same as an SVG QR code to scan. */
export async function enrolment(secret: string, accountName: string) {
  const otpauthUrl = generateURI({ issuer: ISSUER, label: accountName, secret });
  const qrCodeSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, otpauthUrl, qrCodeSvg };
}

/** A code as typed: spaces and dashes dropped. */
export const normaliseCode = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

export const isTotpCode = (code: string) => /^\d{6}$/.test(normaliseCode(code));

/**
 * The time step of a valid code of the secret (one step of clock drift either way), or null. A
 * step at or before `afterStep` (the last code accepted) is refused: a code cannot be replayed.
 */
export async function acceptedStep(secret: string, code: string, afterStep: number | null): Promise<number | null> {
  if (!isTotpCode(code)) return null;
  try {
    const result = await verify({
      secret,
      token: normaliseCode(code),
      epoch: Math.floor(nowMs() / 1000),
      epochTolerance: 30,
      ...(afterStep != null ? { afterTimeStep: afterStep } : {}),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}

/** Ten fresh recovery codes, as shown once to the person ("k3m9-x2qa"). */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = [...randomBytes(8)].map((byte) => alphabet[byte % alphabet.length]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4)}`;
  });
}

export const hashRecoveryCode = (code: string) => createHash('sha256').update(normaliseCode(code)).digest('hex');
