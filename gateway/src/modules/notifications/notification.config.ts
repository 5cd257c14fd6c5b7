// Environment of notifications (documented in docs/operations.md, Environment).
export interface NotificationConfig {
  /** SMTP connection URL (smtp://user:pass@host:587); without it e-mails stay in the outbox. */
  smtpUrl?: string;
  mailFrom: string;
  /** `webhook` (SMS_WEBHOOK_URL) or `twilio` (TWILIO_*); without a provider SMS stay pending. */
  smsProvider: 'webhook' | 'twilio';
  /** HTTP endpoint of the generic SMS adapter (POST {id, from, to, body}). */
  smsWebhookUrl?: string;
  twilioAccountSid?: string;
  twilioAuthToken?: string;
  /** Twilio's API base (a stub server in tests). */
  twilioApiUrl?: string;
  smsFrom: string;
  /** How long one call to the SMS provider may take before the try counts as failed. */
  smsTimeoutMs: number;
  /** Seconds between two reminder runs; 0 turns the in-process scheduler off. */
  intervalSeconds: number;
}

export function notificationConfig(env: NodeJS.ProcessEnv = process.env): NotificationConfig {
  return {
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Salon <no-reply@localhost>',
    smsProvider: env.SMS_PROVIDER === 'twilio' ? 'twilio' : 'webhook',
    smsWebhookUrl: env.SMS_WEBHOOK_URL || undefined,
    twilioAccountSid: env.TWILIO_ACCOUNT_SID || undefined,
    twilioAuthToken: env.TWILIO_AUTH_TOKEN || undefined,
    twilioApiUrl: env.TWILIO_API_URL || undefined,
    smsFrom: env.SMS_FROM || 'Salon',
    smsTimeoutMs: Number(env.SMS_TIMEOUT_MS || 10_000),
    intervalSeconds: Number(env.NOTIFICATIONS_INTERVAL_SECONDS ?? 60),
  };
}
