import { describe, expect, it } from 'vitest';
import { refusalLines } from '../hooks/useAgendaMoves.ts';

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
