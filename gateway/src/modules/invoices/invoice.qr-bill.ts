// The Swiss QR-bill of an invoice (SIX Swiss Payment Standards, implementation guidelines for the
// QR-bill): who is paid (the vendor's IBAN or QR-IBAN and address), how much (the open balance, CHF),
// by whom (the customer, when their address is known) and the structured reference the bank reports
// back: a QR reference (QRR, 26 digits and a mod-10 recursive check digit) for a QR-IBAN, an ISO 11649
// creditor reference (SCOR, "RF" and a mod-97 check) for an ordinary IBAN. No I/O.
import type { Data } from 'swissqrbill/types';
import { calculateQRReferenceChecksum, calculateSCORReferenceChecksum, isIBANValid, isQRIBAN } from 'swissqrbill/utils';

/** Why an IBAN cannot receive QR-bill payments: a CH or LI IBAN (21 characters) with a valid check. */
export function ibanProblem(iban: string): 'country' | 'format' | 'checksum' | null {
  const value = normalizeIban(iban);
  if (!/^(CH|LI)/.test(value)) return 'country';
  if (!/^(CH|LI)\d{7}[0-9A-Z]{12}$/.test(value)) return 'format';
  return isIBANValid(value) ? null : 'checksum';
}

/** An IBAN as stored: upper case, without spaces. */
export const normalizeIban = (iban: string) => iban.replace(/\s+/g, '').toUpperCase();

/** The QR reference of an invoice: its id on 26 digits and the check digit (27 digits). */
export function qrReference(invoiceId: number): string {
  const body = String(invoiceId).padStart(26, '0');
  return `${body}${calculateQRReferenceChecksum(body)}`;
}

/** The creditor reference (ISO 11649) of an invoice: "RF", the two check digits, its number. */
export function creditorReference(invoiceId: number): string {
  const body = String(invoiceId).padStart(6, '0');
  return `RF${calculateSCORReferenceChecksum(body)}${body}`;
}

/** The structured reference a payment to `iban` carries: QRR for a QR-IBAN (IID 30000–31999), SCOR otherwise. */
export const paymentReference = (iban: string, invoiceId: number) =>
  isQRIBAN(normalizeIban(iban)) ? qrReference(invoiceId) : creditorReference(invoiceId);

export interface QrBillParty {
  name: string;
  street: string | null;
  zip: string | null;
  city: string | null;
  country?: string | null;
}

/** A structured address: the street, and the house number when the street ends with one ("Rue de Bourg 12"). */
function address(party: QrBillParty) {
  const street = party.street?.trim() ?? '';
  const numbered = /^(.*\D)\s+(\d+[a-zA-Z]?)$/.exec(street);
  return {
    name: party.name.trim().slice(0, 70),
    address: (numbered?.[1] ?? street).slice(0, 70),
    ...(numbered ? { buildingNumber: numbered[2]! } : {}),
    zip: party.zip!.trim(),
    city: party.city!.trim().slice(0, 35),
    country: (party.country || 'CH').toUpperCase(),
  };
}

const complete = (party: QrBillParty | null): party is QrBillParty =>
  Boolean(party?.name.trim() && party.zip?.trim() && party.city?.trim());

/**
 * The QR-bill of an invoice's open balance, or null when there is none to pay (nothing due) or
 * nothing to pay it to (no IBAN, or the vendor's address is incomplete).
 */
export function qrBillData(input: {
  invoiceId: number;
  balance: number;
  iban: string | null;
  creditor: QrBillParty;
  debtor: QrBillParty | null;
  message: string;
}): Data | null {
  if (input.balance <= 0 || !input.iban || ibanProblem(input.iban) || !complete(input.creditor)) return null;
  const account = normalizeIban(input.iban);
  return {
    currency: 'CHF',
    amount: input.balance / 100,
    creditor: { ...address(input.creditor), account },
    ...(complete(input.debtor) ? { debtor: address(input.debtor) } : {}),
    reference: paymentReference(account, input.invoiceId),
    message: input.message.slice(0, 140),
  };
}
