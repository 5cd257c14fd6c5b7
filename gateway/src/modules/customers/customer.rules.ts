// Input rules of a customer (spec §3, §5): phones in E.164, the UID number only for Swiss
// customers, a company name for professionals. Pure functions, shared by create, update and merge.
import { unpaired } from '@salon/shared/field-rules';
import { storedPhone } from '@salon/shared/phone';
import type { CustomerType, Gender, Language } from '../../generated/prisma/client.ts';
import type { FieldErrors } from '../../lib/errors.ts';
import { EMAIL_PATTERN } from '@salon/shared';
import { type Lang, t } from '../../lib/i18n.ts';
import { m } from './customer.messages.ts';
import { nowMs } from '../../lib/clock.ts';

export interface CustomerInput {
  type?: CustomerType | null;
  gender?: Gender | null;
  firstname?: string | null;
  lastname?: string | null;
  email?: string | null;
  username?: string | null;
  address?: string | null;
  addressComplement?: string | null;
  zip?: string | null;
  city?: string | null;
  country?: string | null;
  birthdate?: string | null;
  phoneHome?: string | null;
  phoneMobile?: string | null;
  phoneProMobile?: string | null;
  phoneWork?: string | null;
  companyName?: string | null;
  uidNumber?: string | null;
  language?: Language | null;
  favoriteEmployeeId?: number | null;
  favoriteEmployeeOnly?: boolean | null;
}

export const PHONE_FIELDS = ['phoneHome', 'phoneMobile', 'phoneProMobile', 'phoneWork'] as const;
const TEXT_FIELDS = ['username', 'address', 'addressComplement', 'zip', 'city', 'companyName'] as const;

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** A Swiss UID (CHE-123.456.789) normalized, or null when the format or check digit is wrong. */
export function normalizeUid(text: string): string | null {
  const digits = text.toUpperCase().replace(/^CHE/, '').replace(/\D/g, '');
  if (!/^CHE/i.test(text.trim()) || digits.length !== 9) return null;
  const weights = [5, 4, 3, 2, 7, 6, 5, 4];
  const sum = weights.reduce((s, w, i) => s + w * Number(digits[i]), 0);
  const check = (11 - (sum % 11)) % 11;
  if (check === 10 || check !== Number(digits[8])) return null;
  return `CHE-${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6)}`;
}

const blank = (v: string | null | undefined) => v == null || v.trim() === '';
const clean = (v: string | null | undefined) => (blank(v) ? null : v!.trim());

/**
 * Validates and normalizes customer fields. `current` is the stored row on update, so that a
 * partial input is checked against the resulting customer. Returns Prisma data (camelCase).
 */
export function normalizeCustomer(
  input: CustomerInput,
  lang: Lang,
  current?: {
    type: CustomerType;
    country: string;
    companyName: string | null;
    uidNumber: string | null;
    zip?: string | null;
    city?: string | null;
  },
) {
  const errors: FieldErrors = {};
  const fail = (field: string, rule: string, message: string) => {
    errors[snake(field)] = { ...(errors[snake(field)] ?? {}), [rule]: message };
  };
  const data: Record<string, unknown> = {};
  const creating = !current;

  for (const field of ['firstname', 'lastname'] as const) {
    if (input[field] !== undefined || creating) {
      if (blank(input[field])) fail(field, 'required', t(lang, 'validation.required'));
      else data[field] = input[field]!.trim();
    }
  }
  if (input.email !== undefined) {
    const value = clean(input.email)?.toLowerCase() ?? null;
    if (value && !EMAIL_PATTERN.test(value)) fail('email', 'email', t(lang, 'validation.invalidEmail'));
    data.email = value;
  }
  for (const field of TEXT_FIELDS) if (input[field] !== undefined) data[field] = clean(input[field]);
  // A zip and its city go together (spec §5): the one missing says so. Checked when either is
  // written, so that an older record with only a city can still be edited or merged otherwise.
  const zip = data.zip !== undefined ? data.zip : current?.zip;
  const city = data.city !== undefined ? data.city : current?.city;
  const pairWritten = data.zip !== undefined || data.city !== undefined;
  if (pairWritten && unpaired(zip, city))
    fail(blank(zip as string | null) ? 'zip' : 'city', 'bothOrNone', t(lang, 'validation.bothOrNone'));
  for (const field of PHONE_FIELDS) {
    if (input[field] === undefined) continue;
    const value = clean(input[field]);
    if (!value) data[field] = null;
    else {
      const kept = storedPhone(value);
      if (kept) data[field] = kept;
      else fail(field, 'invalidPhone', m(lang, 'invalidPhone'));
    }
  }
  if (input.country !== undefined) {
    const country = (clean(input.country) ?? 'CH').toUpperCase();
    if (!/^[A-Z]{2}$/.test(country)) fail('country', 'invalid', m(lang, 'invalidCountry'));
    data.country = country;
  }
  if (input.birthdate !== undefined) {
    const value = clean(input.birthdate);
    const date = value ? new Date(`${value}T00:00:00Z`) : null;
    if (value && (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(date!.getTime()) || date! > new Date(nowMs()))) {
      fail('birthdate', 'invalid', m(lang, 'invalidDate'));
    }
    data.birthdate = date;
  }
  for (const field of ['type', 'gender', 'language', 'favoriteEmployeeOnly'] as const) {
    if (input[field] !== undefined && !(field === 'type' && input[field] === null)) data[field] = input[field];
  }
  if (input.favoriteEmployeeId !== undefined) data.favoriteEmployeeId = input.favoriteEmployeeId;

  const type = (data.type as CustomerType | undefined) ?? current?.type ?? 'PRIVATE';
  const country = (data.country as string | undefined) ?? current?.country ?? 'CH';
  const companyName = data.companyName !== undefined ? (data.companyName as string | null) : current?.companyName;
  if (type === 'PROFESSIONAL' && !companyName) fail('companyName', 'required', m(lang, 'companyRequired'));
  if (input.uidNumber !== undefined) {
    const value = clean(input.uidNumber);
    if (!value) data.uidNumber = null;
    else if (country !== 'CH') fail('uidNumber', 'excluded', m(lang, 'uidSwissOnly'));
    else {
      const uid = normalizeUid(value);
      if (uid) data.uidNumber = uid;
      else fail('uidNumber', 'invalid', m(lang, 'invalidUid'));
    }
  } else if (country !== 'CH' && current?.uidNumber) {
    // Moving abroad drops a Swiss-only number.
    data.uidNumber = null;
  }
  if (data.favoriteEmployeeOnly === true && data.favoriteEmployeeId === null) {
    fail('favoriteEmployeeId', 'required', m(lang, 'favoriteOnlyNeedsEmployee'));
  }
  if (data.favoriteEmployeeId === null) data.favoriteEmployeeOnly = false;
  return { data, errors };
}
