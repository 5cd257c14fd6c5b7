// The fields of an offered slot that every flow choosing one reads (the public booking, the staff
// booking flow and the customer's manage page): its time, whether it is one of the day's recommended
// times, and the events it assigns, to book or move to as they are. Written as a /* GraphQL */ literal and typed through gql/public.ts, like the
// public path's other fragments, so the public path does not download every document of the app.
import { type FragmentType, getFragmentData } from '../gql/fragment-masking.ts';
import type { SlotFieldsFragment } from '../gql/graphql.ts';
import { SlotFieldsFragmentDoc as SLOT_FIELDS } from '../gql/public.ts';

// Read by codegen; the typed fragment document is imported above.
/* GraphQL */ `
  fragment SlotFields on Slot {
    start
    end
    time
    recommended
    assignments {
      serviceId
      employeeId
      workplaceId
      machineId
      start
      end
    }
  }
`;
export { SLOT_FIELDS };

export type SlotFields = SlotFieldsFragment;
export type SlotAssignment = SlotFields['assignments'][number];

/** The slots of an availableSlots answer, unmasked. */
export function slotsOf(slots: readonly FragmentType<typeof SLOT_FIELDS>[] | undefined): readonly SlotFields[] {
  return getFragmentData(SLOT_FIELDS, slots ?? []);
}
