// Which bookings are held for the salon's confirmation (see change/booking.confirm.ts): a new online
// booking of a customer with at least the vendor's `requireConfirmationAboveNoShows` no-shows.
import type { VendorDb } from '../../../db/scoped.ts';
import { noShowRecord } from '../../customers/index.ts';

/** Whether a new online booking of this customer must wait for the salon's confirmation. */
export async function mustBeConfirmed(
  db: VendorDb,
  vendor: { requireConfirmationAboveNoShows: number | null; cancellationNotice: number },
  customerId: number,
): Promise<boolean> {
  const threshold = vendor.requireConfirmationAboveNoShows;
  if (threshold == null) return false;
  const { noShows } = await noShowRecord(db, customerId, vendor.cancellationNotice);
  return noShows >= threshold;
}
