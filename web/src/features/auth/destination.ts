import { ROLES } from '../../lib/auth.ts';
import { agendaUrl } from '../agenda/urls.ts';
import { homeUrl } from '../home/urls.ts';

// Where a login (or a sign-up, a validation, a two-step set-up) leads.

/** Only same-site paths: an open redirect to another origin would be a phishing aid. */
export function safeRedirect(value: string | null): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/** Back to the page that asked for a login (query included); else staff land on the agenda, others at home. */
export function destinationAfterLogin(role: number, redirect: string | null): string {
  return safeRedirect(redirect) ?? (role >= ROLES.staff ? agendaUrl() : homeUrl());
}
