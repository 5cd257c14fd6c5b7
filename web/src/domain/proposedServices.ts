// Associated services (spec §3): a service names others that go with it. When a customer or staff
// member has chosen services, the associated ones not chosen yet are proposed, once each, in the
// order of the list they come from. The server lays the chosen ones out in execution order.

export function proposedServices<S extends { id: number; associatedServiceIds?: readonly number[] | null }>(
  services: readonly S[],
  selectedIds: readonly number[],
): S[] {
  const wanted = new Set<number>();
  for (const id of selectedIds) {
    for (const other of services.find((s) => s.id === id)?.associatedServiceIds ?? []) wanted.add(other);
  }
  return services.filter((s) => wanted.has(s.id) && !selectedIds.includes(s.id));
}
