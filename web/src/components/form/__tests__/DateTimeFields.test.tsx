import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { clearPicker, pickerSections, typeInPicker } from '../../../test/pickerField.ts';
import { DateField, TimeField } from '../DateTimeFields.tsx';
import { fromMoment, toMoment } from '../pickerValue.ts';

function Harness({ kind, initial = '' }: { kind: 'date' | 'time'; initial?: string }) {
  const [value, setValue] = useState(initial);
  const Field = kind === 'date' ? DateField : TimeField;
  return (
    <I18nextProvider i18n={i18n}>
      <Field label="Champ" value={value} onChange={setValue} testId="shown" />
      <output data-testid="value">{`[${value}]`}</output>
    </I18nextProvider>
  );
}

const sections = () => pickerSections('Champ');
const formValue = () => screen.getByTestId('value').textContent;
const shown = () => (screen.getByTestId('shown') as HTMLInputElement).value;

/** The next keys, into the section that has the focus. */
function press(keys: string) {
  for (const key of keys) {
    const section = document.activeElement as HTMLElement;
    section.textContent = key;
    fireEvent.input(section);
  }
}

describe('DateField and TimeField', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('fr'));
  });
  afterEach(async () => {
    await act(() => i18n.changeLanguage('fr'));
  });

  it('shows a day in the Swiss format with French texts, and follows a change of language', async () => {
    render(<Harness kind="date" initial="2026-11-23" />);
    expect(shown()).toBe('23.11.2026');
    expect(sections().map((s) => s.getAttribute('aria-label'))).toEqual(['Jour', 'Mois', 'Année']);
    expect(sections()[1]!.getAttribute('aria-valuetext')).toBe('novembre');
    expect(screen.getByRole('button', { name: /Choisir la date/ })).toBeTruthy();

    await act(() => i18n.changeLanguage('en'));
    expect(shown()).toBe('23.11.2026');
    expect(sections().map((s) => s.getAttribute('aria-label'))).toEqual(['Day', 'Month', 'Year']);
    expect(sections()[1]!.getAttribute('aria-valuetext')).toBe('November');
  });

  it('gives the typed day as YYYY-MM-DD, nothing while half typed, and an empty string once cleared', () => {
    render(<Harness kind="date" />);
    expect(formValue()).toBe('[]');
    typeInPicker('Champ', '2311');
    // Day and month typed, the year still missing: the form holds no day yet.
    expect(formValue()).toBe('[]');
    press('2026');
    expect(formValue()).toBe('[2026-11-23]');
    expect(shown()).toBe('23.11.2026');

    clearPicker('Champ');
    expect(formValue()).toBe('[]');
    expect(shown()).toBe('');
  });

  it('gives a typed time as HH:mm, 24-hour, and an empty string once cleared', () => {
    render(<Harness kind="time" initial="08:30" />);
    expect(shown()).toBe('08:30');
    expect(sections().map((s) => s.getAttribute('aria-label'))).toEqual(['Heures', 'Minutes']);
    typeInPicker('Champ', '1915');
    expect(formValue()).toBe('[19:15]');
    expect(shown()).toBe('19:15');
    clearPicker('Champ');
    expect(formValue()).toBe('[]');
  });
});

describe('picker values', () => {
  it('reads the form strings strictly and writes them back in the same shape', () => {
    expect(fromMoment(toMoment('2026-02-28', 'date'), 'date')).toBe('2026-02-28');
    expect(toMoment('2026-02-30', 'date')).toBeNull();
    expect(toMoment('28.02.2026', 'date')).toBeNull();
    expect(toMoment('', 'date')).toBeNull();
    expect(fromMoment(toMoment('23:59:59', 'time'), 'time')).toBe('23:59');
    expect(fromMoment(toMoment('07:05', 'time'), 'time')).toBe('07:05');
    expect(toMoment('25:00', 'time')).toBeNull();
    expect(fromMoment(null, 'time')).toBe('');
  });
});
