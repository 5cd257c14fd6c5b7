// Validation rules of spec §5 as superstruct refinements, shared by server inputs.
import { refine, size, string, trimmed } from 'superstruct';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const requiredString = () => refine(trimmed(string()), 'required', (v) => v.length > 0);
export const email = () => refine(requiredString(), 'email', (v) => emailPattern.test(v));
export const password = () => refine(string(), 'minimumLength', (v) => [...v].length >= 6);
export const maxLength = (max: number) => size(string(), 0, max);
