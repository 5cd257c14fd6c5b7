import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALERT_COUNTDOWN, alertsAtom, clearAlerts, dismissAlert, pushAlert } from '../alerts.ts';

describe('alerts', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('dismisses itself after its countdown, 10 s by default', async () => {
    vi.useFakeTimers();
    const store = createStore();
    pushAlert({ type: 'success', message: 'Data saved.' }, store);
    pushAlert({ type: 'info', message: 'Check your mail', countdown: ALERT_COUNTDOWN.emailValidation }, store);
    expect(store.get(alertsAtom).map((a) => a.countdown)).toEqual([10, 15]);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(store.get(alertsAtom)).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(store.get(alertsAtom).map((a) => a.message)).toEqual(['Check your mail']);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(store.get(alertsAtom)).toEqual([]);
    expect(ALERT_COUNTDOWN.customerAdd).toBe(25);
  });

  it('keeps one alert per unique key and can be dismissed by hand', async () => {
    vi.useFakeTimers();
    const store = createStore();
    pushAlert({ key: 'save', type: 'danger', message: 'first' }, store);
    await vi.advanceTimersByTimeAsync(8_000);
    pushAlert({ key: 'save', type: 'danger', message: 'second' }, store);
    // The countdown restarted with the replacement.
    await vi.advanceTimersByTimeAsync(8_000);
    expect(store.get(alertsAtom).map((a) => a.message)).toEqual(['second']);
    const other = pushAlert({ type: 'warning', message: 'x' }, store);
    dismissAlert(other, store);
    expect(store.get(alertsAtom).map((a) => a.key)).toEqual(['save']);
    clearAlerts(store);
    expect(store.get(alertsAtom)).toEqual([]);
  });
});
