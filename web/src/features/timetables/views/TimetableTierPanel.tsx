import type { ComponentProps } from 'react';
import type { TimetablePanels } from '../panels.ts';
import { TimetablePanel } from './TimetablePanel.tsx';

/** The tier-1 panel open: add or edit a weekly timetable or a date exception. */
export function TimetableTierPanel({
  panels,
  employee,
  locations,
  timezone,
}: {
  panels: TimetablePanels;
  employee: ComponentProps<typeof TimetablePanel>['employee'] | undefined;
  locations: ComponentProps<typeof TimetablePanel>['locations'];
  timezone: string;
}) {
  const tier1 = panels.atTier(1);
  if (!tier1 || !employee) return null;
  const common = { employee, locations, timezone };
  switch (tier1.name) {
    case 'ADD_TIMETABLE':
      return <TimetablePanel kind="RECURRING" {...common} onClose={() => panels.close('ADD_TIMETABLE')} />;
    case 'EDIT_TIMETABLE':
      return tier1.id ? (
        <TimetablePanel
          key={tier1.id}
          kind="RECURRING"
          id={Number(tier1.id)}
          {...common}
          onClose={() => panels.close('EDIT_TIMETABLE')}
        />
      ) : null;
    case 'ADD_TIMETABLE_EXCEPTION':
      return <TimetablePanel kind="EXCEPTIONAL" {...common} onClose={() => panels.close('ADD_TIMETABLE_EXCEPTION')} />;
    case 'EDIT_TIMETABLE_EXCEPTION':
      return tier1.id ? (
        <TimetablePanel
          key={tier1.id}
          kind="EXCEPTIONAL"
          id={Number(tier1.id)}
          {...common}
          onClose={() => panels.close('EDIT_TIMETABLE_EXCEPTION')}
        />
      ) : null;
    default:
      return null;
  }
}
