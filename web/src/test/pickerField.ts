import { fireEvent, screen, within } from '@testing-library/react';

/** The sections (day, month, year or hours, minutes) of the MUI X date or time field with this label. */
export function pickerSections(label: string | RegExp): HTMLElement[] {
  return within(screen.getByRole('group', { name: label })).getAllByRole('spinbutton');
}

/**
 * Types digits into a date or time field the way a keyboard does: a click on the first section,
 * then each key into the section that has the focus (the field moves on by itself).
 */
export function typeInPicker(label: string | RegExp, keys: string): void {
  fireEvent.click(pickerSections(label)[0]!);
  for (const key of keys) {
    const section = document.activeElement as HTMLElement;
    if (section.getAttribute('role') !== 'spinbutton') throw new Error(`no field section has the focus for "${key}"`);
    section.textContent = key;
    fireEvent.input(section);
  }
}

/** Clears a date or time field: select all (Ctrl+A), then Delete. */
export function clearPicker(label: string | RegExp): void {
  fireEvent.click(pickerSections(label)[0]!);
  fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'a', ctrlKey: true });
  fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Delete' });
}
