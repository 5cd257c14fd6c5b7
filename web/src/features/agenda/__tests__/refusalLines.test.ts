import { describe, expect, it } from 'vitest';
import { refusalLines, verifyRefusal } from '../hooks/useAgendaMoves.ts';

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
