// The front door of the waitlist module: what the rest of the gateway uses of it.
export { WaitlistModeEnum } from './waitlist.type.ts';
