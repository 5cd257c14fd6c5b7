// The front door of the events module: what the rest of the gateway uses of it.
export { EventColorEnum, EventRef } from './event.type.ts';
