// GET /api/manage-booking/:token/booking.ics: the booking of a manage link as a calendar file
// (the "add to calendar" of the confirmation page, the account and the manage page).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppServices } from '../../context.ts';
import { bookingIcs, describeBooking, loadBookingForMessage } from '../notifications/index.ts';
import { readManageToken } from '../booking-core/index.ts';

export const MANAGE_ICS_PATH = '/api/manage-booking/';

export function createManageIcsHandler(app: AppServices) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    try {
      const match = /^\/api\/manage-booking\/([^/]+)\/booking\.ics$/.exec((req.url ?? '').split('?')[0]!);
      // A token is base64url and dots: anything else (a malformed escape included) is no link.
      const token = match && /^[\w.-]{1,4096}$/.test(match[1]!) ? match[1]! : null;
      const claims = token ? await readManageToken(app, token) : null;
      const booking = claims ? await loadBookingForMessage(app, claims.bookingId) : null;
      if (!claims || !booking || booking.manageVersion !== claims.version || !booking.events.length) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
      const d = await describeBooking(app, booking);
      const method = booking.status === 'CANCELED' ? 'CANCEL' : 'PUBLISH';
      res
        .writeHead(200, {
          'content-type': 'text/calendar; charset=utf-8',
          'content-disposition': `attachment; filename="booking-${booking.id}.ics"`,
          'cache-control': 'no-store',
        })
        .end(bookingIcs(d.calendar, method));
    } catch (error) {
      app.log.error({ err: error }, 'booking ics failed');
      if (!res.headersSent) res.writeHead(500).end();
    }
  };
}
