// The front door of the configuration module: what the rest of the gateway uses of it.
export { m } from './configuration.messages.ts';
export { futureBookings, verifyDeleteResult } from './dependencies.ts';
export { idsAsLinks, type Link, LinkInput, withPreferences } from './links.ts';
export { ensureIds, isUniqueViolation, slugify, timezone } from './validate.ts';
