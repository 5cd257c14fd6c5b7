/** An event as the customer's booking list receives it. */
export interface BookedEvent {
  id: number;
  start: string;
  end: string;
  service: { id: number; name: string } | null;
  employee: { id: number; name: string } | null;
}

/** One service of a booking as the customer sees it: its parts joined, from the first start to the last end. */
export interface Appointment {
  key: number;
  start: string;
  end: string;
  serviceName: string;
  employees: string[];
}

/**
 * A service with a processing pause is stored as several events (the parts when the employee is
 * busy); the customer stays the whole time, so consecutive parts of the same service are one
 * appointment.
 */
export function appointmentsOf(events: readonly BookedEvent[]): Appointment[] {
  const sorted = [...events].sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || a.id - b.id);
  const result: (Appointment & { serviceId: number | null })[] = [];
  for (const e of sorted) {
    const last = result.at(-1);
    const serviceId = e.service?.id ?? null;
    if (last && serviceId !== null && last.serviceId === serviceId) {
      if (Date.parse(e.end) > Date.parse(last.end)) last.end = e.end;
      if (e.employee && !last.employees.includes(e.employee.name)) last.employees.push(e.employee.name);
      continue;
    }
    result.push({
      key: e.id,
      serviceId,
      start: e.start,
      end: e.end,
      serviceName: e.service?.name ?? '',
      employees: e.employee ? [e.employee.name] : [],
    });
  }
  return result.map(({ serviceId: _serviceId, ...appointment }) => appointment);
}
