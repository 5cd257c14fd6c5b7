// Every effect of a change is declared once, in the module it belongs to; importing them here puts
// each in force for every door (modules/changes).
import '../modules/caldav/caldav.effects.ts';
import '../modules/events/event.effects.ts';
import '../modules/notifications/customer-messages.ts';
import '../modules/vendors/chat.effects.ts';
import '../modules/waitlist/waitlist.effects.ts';
import '../modules/webhooks/webhook.effects.ts';
