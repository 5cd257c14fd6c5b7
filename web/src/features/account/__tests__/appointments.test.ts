import { describe, expect, it } from 'vitest';
import { appointmentsOf } from '../components/appointments.ts';

const colour = { id: 7, name: 'Coloration' };
const cut = { id: 3, name: 'Coupe femme' };
const sophie = { id: 1, name: 'Sophie Martin' };

describe('appointments of a booking', () => {
  it('shows a service with a processing pause as one appointment, other services apart', () => {
    const events = [
      // Given out of order: sorted by start.
      { id: 12, start: '2026-11-23T09:15:00Z', end: '2026-11-23T09:45:00Z', service: colour, employee: sophie },
      { id: 11, start: '2026-11-23T08:00:00Z', end: '2026-11-23T08:30:00Z', service: colour, employee: sophie },
      { id: 13, start: '2026-11-23T09:45:00Z', end: '2026-11-23T10:30:00Z', service: cut, employee: null },
    ];
    expect(appointmentsOf(events)).toEqual([
      {
        key: 11,
        start: '2026-11-23T08:00:00Z',
        end: '2026-11-23T09:45:00Z',
        serviceName: 'Coloration',
        employees: ['Sophie Martin'],
      },
      {
        key: 13,
        start: '2026-11-23T09:45:00Z',
        end: '2026-11-23T10:30:00Z',
        serviceName: 'Coupe femme',
        employees: [],
      },
    ]);
  });

  it('keeps events without a service apart', () => {
    const events = [
      { id: 1, start: '2026-11-23T08:00:00Z', end: '2026-11-23T08:30:00Z', service: null, employee: null },
      { id: 2, start: '2026-11-23T08:30:00Z', end: '2026-11-23T09:00:00Z', service: null, employee: null },
    ];
    expect(appointmentsOf(events)).toHaveLength(2);
  });
});
