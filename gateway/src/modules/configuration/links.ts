// Relations with a preference (preferred, neutral, non-preferred) between services, employees,
// workplaces and machines: the inputs and the helpers that keep preferences across updates.
import { builder } from '../../builder.ts';
import type { Preference } from '../../generated/prisma/client.ts';

export const PreferenceEnum = builder.enumType('Preference', {
  values: ['PREFERRED', 'NEUTRAL', 'NON_PREFERRED'] as const,
});

export const LinkInput = builder.inputType('LinkInput', {
  description: 'A related entity; the preference defaults to the one saved before, else NEUTRAL.',
  fields: (t) => ({ id: t.int({ required: true }), preference: t.field({ type: PreferenceEnum }) }),
});

export interface Link {
  id: number;
  preference?: Preference | null;
}

/** Links with their preference: the given one, else the previous one, else NEUTRAL; one per id. */
export function withPreferences(
  links: readonly Link[],
  previous: readonly { id: number; preference: Preference }[] = [],
): { id: number; preference: Preference }[] {
  const before = new Map(previous.map((p) => [p.id, p.preference]));
  const out = new Map<number, Preference>();
  for (const l of links) out.set(l.id, l.preference ?? before.get(l.id) ?? 'NEUTRAL');
  return [...out].map(([id, preference]) => ({ id, preference }));
}

/** Plain ids (REST set-{relation}) as links that keep their saved preferences. */
export const idsAsLinks = (ids: readonly number[]): Link[] => ids.map((id) => ({ id }));
