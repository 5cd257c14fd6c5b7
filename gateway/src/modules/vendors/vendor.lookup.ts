import type { Prisma } from '../../generated/prisma/client.ts';
import { parsePhoneNumber } from 'awesome-phonenumber';
import { compactPhone } from '@salon/shared';
import { toE164 } from '@salon/shared/phone';

export interface VendorLookup {
  id?: number | null;
  email?: string | null;
  name?: string | null;
  publicName?: string | null;
  phone?: string | null;
}

/**
 * With a look-up field (e-mail, name, public name, phone): the vendors other than `id` that hold
 * that value (spec §5: a non-empty list means taken). Without: the directory of live vendors.
 */
export function vendorsWhere(filters: VendorLookup): Prisma.VendorWhereInput {
  const fields = (['email', 'name', 'publicName', 'phone'] as const).filter((f) => filters[f]?.trim());
  if (!fields.length) return { liveMode: true };
  return {
    ...(filters.id ? { id: { not: filters.id } } : {}),
    AND: fields.map((f) => {
      if (f === 'phone') return { phone: { in: phoneForms(filters.phone!) } };
      return { [f]: { equals: filters[f]!.trim(), mode: 'insensitive' as const } };
    }),
  };
}

/** A salon's phone as stored: E.164 when it is a valid number (national numbers are Swiss), else compacted. */
export function vendorPhone(value: string): string {
  return toE164(value) ?? compactPhone(value);
}

/**
 * Every way the same number may have been stored (E.164, national and 00-prefixed, compacted),
 * so that uniqueness compares numbers, not texts: "021 555 01 01" is "+41 21 555 01 01".
 */
export function phoneForms(value: string): string[] {
  const parsed = parsePhoneNumber(value.trim(), { regionCode: 'CH' });
  const forms = new Set([compactPhone(value)]);
  if (parsed.valid) {
    forms.add(parsed.number.e164);
    forms.add(`00${parsed.number.e164.slice(1)}`);
    forms.add(compactPhone(parsed.number.national));
  }
  return [...forms].filter(Boolean);
}
