// The account e-mails (address validation, password reset): their text until sent is the absolute
// link itself; the HTML and text parts are built from the template when the job sends them.
import type { AppServices } from '../../context.ts';
import type { Lang } from '../../lib/i18n.ts';
import { e } from './email.messages.ts';
import type { OutgoingEmail } from './mailer.ts';

export function accountEmail(
  app: AppServices,
  kind: 'emailValidation' | 'passwordReset',
  user: { id: number; email: string; language: string },
  secret: string,
  vendorId?: number | null,
): OutgoingEmail {
  const validation = kind === 'emailValidation';
  const url = app.publicUrl.link(validation ? '/email-validation' : '/reset-password', { id: user.id, token: secret });
  return {
    to: user.email,
    vendorId: vendorId ?? null,
    subject: e(user.language as Lang, validation ? 'validationSubject' : 'resetSubject'),
    body: url,
    template: { kind, userId: user.id, secret, vendorId: vendorId ?? null },
  };
}
