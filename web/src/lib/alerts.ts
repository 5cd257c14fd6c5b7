import { atom } from 'jotai';
import { authStore } from './auth.ts';

// Spec §3 Alert and §9: type, message, countdown (seconds), unique key; auto-dismiss, manual dismiss.
export type AlertType = 'warning' | 'success' | 'danger' | 'info';
export const ALERT_COUNTDOWN = { default: 10, emailValidation: 15, customerAdd: 25 } as const;

export interface AppAlert {
  key: string;
  type: AlertType;
  message: string;
  /** Bullet lines under the message, e.g. flattened server validation errors. */
  details?: string[];
  countdown: number;
}

export const alertsAtom = atom<AppAlert[]>([]);
const timers = new Map<string, ReturnType<typeof setTimeout>>();
let sequence = 0;

export function dismissAlert(key: string, store = authStore): void {
  clearTimeout(timers.get(key));
  timers.delete(key);
  store.set(alertsAtom, (alerts) => alerts.filter((a) => a.key !== key));
}

/**
 * Shows an alert; one with the same key replaces the previous (and restarts its countdown).
 * Returns its key.
 */
export function pushAlert(
  alert: Omit<AppAlert, 'key' | 'countdown'> & { key?: string; countdown?: number },
  store = authStore,
): string {
  sequence += 1;
  const key = alert.key ?? `alert-${sequence}`;
  const full: AppAlert = { ...alert, key, countdown: alert.countdown ?? ALERT_COUNTDOWN.default };
  clearTimeout(timers.get(key));
  store.set(alertsAtom, (alerts) => [...alerts.filter((a) => a.key !== key), full]);
  if (full.countdown > 0)
    timers.set(
      key,
      setTimeout(() => dismissAlert(key, store), full.countdown * 1000),
    );
  return key;
}

export function clearAlerts(store = authStore): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  store.set(alertsAtom, []);
}
