// The in-process reminder scheduler: every interval it plans due reminders and queues their
// messages (claimed with SKIP LOCKED, so any number of gateway processes may run it at once). The
// messages themselves are sent by the job queue (mailer.ts, sms.ts).
import type { AppServices } from '../../context.ts';
import { now as clockNow } from '../../lib/clock.ts';
import { type NotificationConfig, notificationConfig } from './notification.config.ts';
import { runReminders } from './reminders.ts';

export interface NotificationScheduler {
  /** One run; resolves when done. Runs do not overlap. */
  tick(now?: Date): Promise<void>;
  stop(): Promise<void>;
}

export function createNotificationScheduler(
  app: AppServices,
  options: { config?: NotificationConfig } = {},
): NotificationScheduler {
  const config = options.config ?? notificationConfig();
  let running: Promise<void> | null = null;
  let stopped = false;

  const tick = (now = clockNow()) => {
    if (stopped) return Promise.resolve();
    running ??= runReminders(app, now)
      .then(() => undefined)
      .catch((error) => app.log.error({ err: error }, 'notification scheduler run failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = config.intervalSeconds > 0 ? setInterval(() => void tick(), config.intervalSeconds * 1000) : null;
  timer?.unref();
  return {
    tick,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
