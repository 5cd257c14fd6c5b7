import { describe, expect, it } from 'vitest';
import type { ServerEvent } from '../agendaMapping.ts';
import { blockersOf, refusalLines, verifyRefusal } from '../hooks/useAgendaMoves.ts';

describe('a refused move says why once', () => {
  it('drops the details that repeat the message or each other', () => {
    expect(
      refusalLines("L'employé n'est pas disponible.", [
        "L'employé n'est pas disponible.",
        'Le poste est occupé.',
        'Le poste est occupé.',
      ]),
    ).toEqual({ message: "L'employé n'est pas disponible.", details: ['Le poste est occupé.'] });
    expect(refusalLines('Refused.', [])).toEqual({ message: 'Refused.', details: [] });
  });
});

describe('a refused move says what is in the way', () => {
  it("names the server's reasons, not the summary kept for a slot taken meanwhile", () => {
    expect(
      verifyRefusal({
        message: "Le créneau choisi vient d'être réservé par quelqu'un d'autre et n'est plus disponible.",
        conflicts: [
          { messages: ["L'employé·e est déjà occupé·e", 'Le poste de travail est occupé'] },
          { messages: ['Le poste de travail est occupé'] },
        ],
      }),
    ).toEqual({ message: "L'employé·e est déjà occupé·e", details: ['Le poste de travail est occupé'] });
    expect(verifyRefusal({ message: "L'employé·e ne travaille pas à cette heure", conflicts: [] })).toEqual({
      message: "L'employé·e ne travaille pas à cette heure",
      details: [],
    });
  });
});

describe('a refused move names the appointment in the way', () => {
  const event = (over: Partial<ServerEvent>): ServerEvent => ({
    id: 1,
    kind: 'APPOINTMENT',
    start: '2027-06-16T12:00:00.000Z',
    end: '2027-06-16T12:30:00.000Z',
    summary: '',
    title: 'Coupe homme',
    color: 'primary',
    bookingId: 1,
    employeeId: 2,
    ...over,
  });
  const moved = [{ start: '2027-06-16T12:15:00.000Z', end: '2027-06-16T12:45:00.000Z' }];

  it("says the customer and the time of the employee's other appointment over the new time", () => {
    const events = [
      event({ id: 5, bookingId: 7, customerName: 'Anna Muster' }),
      // The booking's own event, another employee's, and one after the new time are not in the way.
      event({ id: 6, bookingId: 9 }),
      event({ id: 7, bookingId: 8, employeeId: 3, customerName: 'Other' }),
      event({ id: 8, bookingId: 10, start: '2027-06-16T12:45:00.000Z', end: '2027-06-16T13:00:00.000Z' }),
    ];
    const conflicts = [{ index: 0, reasons: ['EMPLOYEE_BUSY'], employeeId: 2 }];
    expect(blockersOf(conflicts, moved, events, 9, 'Europe/Zurich', 'Privé')).toEqual(['Anna Muster 14:00 – 14:30']);
  });

  it('names a busy workplace by its other appointment, and a private event by its summary', () => {
    const events = [
      event({ id: 5, bookingId: 7, employeeId: 4, workplaceId: 3, customerName: null }),
      event({ id: 6, bookingId: null, kind: 'PRIVATE', summary: '', employeeId: 2 }),
    ];
    const conflicts = [
      { index: 0, reasons: ['WORKPLACE_BUSY'], employeeId: 2, workplaceId: 3 },
      { index: 0, reasons: ['EMPLOYEE_BUSY'], employeeId: 2 },
    ];
    expect(blockersOf(conflicts, moved, events, 9, 'Europe/Zurich', 'Privé')).toEqual([
      'Coupe homme 14:00 – 14:30',
      'Privé 14:00 – 14:30',
    ]);
    // A reason with nothing of the calendar behind it (a break, the timetable) names nobody.
    expect(
      blockersOf(
        [{ index: 0, reasons: ['OUTSIDE_TIMETABLE'], employeeId: 2 }],
        moved,
        events,
        9,
        'Europe/Zurich',
        'Privé',
      ),
    ).toEqual([]);
  });
});
