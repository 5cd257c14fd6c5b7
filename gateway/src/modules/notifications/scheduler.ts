// The in-process notification scheduler: every interval it plans and sends due reminders, then
// delivers the e-mail and SMS outboxes. Every step claims rows with SKIP LOCKED, so any number of
// gateway processes may run it at once.
import type { AppServices } from '../../context.ts';
import { deliverEmails, type MailTransport, smtpTransport } from './mailer.ts';
import { type NotificationConfig, notificationConfig } from './notification.config.ts';
import { runReminders } from './reminders.ts';
import { deliverSms, type SmsProvider, webhookSmsProvider } from './sms.ts';

export interface NotificationScheduler {
  /** One run of every job; resolves when done. Runs do not overlap. */
  tick(now?: Date): Promise<void>;
  stop(): Promise<void>;
}

export function createNotificationScheduler(
  app: AppServices,
  options: { config?: NotificationConfig; transport?: MailTransport; smsProvider?: SmsProvider } = {},
): NotificationScheduler {
  const config = options.config ?? notificationConfig();
  const transport = options.transport ?? (config.smtpUrl ? smtpTransport(config.smtpUrl) : null);
  const sms = options.smsProvider ?? (config.smsWebhookUrl ? webhookSmsProvider(config.smsWebhookUrl) : null);
  let running: Promise<void> | null = null;
  let stopped = false;

  const run = async (now: Date) => {
    await runReminders(app, now);
    if (transport) await deliverEmails(app, transport, config.mailFrom);
    if (sms) await deliverSms(app, sms, config.smsFrom);
  };
  const tick = (now = new Date()) => {
    if (stopped) return Promise.resolve();
    running ??= run(now)
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
