// Server structs built on the shared spec §5 rules (lib/field-rules.ts, also used by the web forms).
import { refine, size, string, trimmed } from 'superstruct';
import { EMAIL_PATTERN } from './field-rules.ts';

export const requiredString = () => refine(trimmed(string()), 'required', (v) => v.length > 0);
export const email = () => refine(requiredString(), 'email', (v) => EMAIL_PATTERN.test(v));
export const password = () => refine(string(), 'minimumLength', (v) => [...v].length >= 6);
export const maxLength = (max: number) => size(string(), 0, max);
