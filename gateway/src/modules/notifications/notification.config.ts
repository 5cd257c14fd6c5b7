// Environment of notifications (documented in README.md, Environment).
export interface NotificationConfig {
  /** SMTP connection URL (smtp://user:pass@host:587); without it e-mails stay in the outbox. */
  smtpUrl?: string;
  mailFrom: string;
  /** HTTP endpoint of the SMS provider (POST {from, to, body}); without it SMS stay pending. */
  smsWebhookUrl?: string;
  smsFrom: string;
  /** Seconds between two scheduler runs; 0 turns the in-process scheduler off. */
  intervalSeconds: number;
}

export function notificationConfig(env: NodeJS.ProcessEnv = process.env): NotificationConfig {
  return {
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Salon <no-reply@localhost>',
    smsWebhookUrl: env.SMS_WEBHOOK_URL || undefined,
    smsFrom: env.SMS_FROM || 'Salon',
    intervalSeconds: Number(env.NOTIFICATIONS_INTERVAL_SECONDS ?? 60),
  };
}
