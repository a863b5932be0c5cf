import { RESET_LINK_LIFETIME_MINUTES } from '../../../domain/accounts/password-reset';
import type { MailMessage } from '../../ports/mailer.port';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/**
 * The e-mail with the reset link, in words a child can follow. The code travels in the link's
 * fragment (after #), which the browser never sends to a server, so it reaches no log and no Referer.
 */
export function passwordResetMail(to: { email: string; username: string; firstName: string | null }, link: string): MailMessage {
  const name = to.firstName?.trim() || to.username;
  const minutes = RESET_LINK_LIFETIME_MINUTES;
  const lines = [
    `Hi ${name},`,
    '',
    'Someone asked to choose a new password for your QuestLearn account.',
    'If it was you, open this link and pick a new password:',
    '',
    link,
    '',
    `The link works once, for ${minutes} minutes.`,
    '',
    "Didn't ask for this? Then you don't need to do anything: your password stays the same. If you're not sure, show this e-mail to a parent or teacher.",
    '',
    `Your username is ${to.username}.`,
    '',
    'Happy learning!',
    'The QuestLearn team',
  ];
  const html = `<!doctype html>
<html lang="en"><body style="font-family: Arial, sans-serif; font-size: 16px; line-height: 1.5; color: #1f2937;">
<p>Hi ${escapeHtml(name)},</p>
<p>Someone asked to choose a new password for your QuestLearn account. If it was you, press the button and pick a new password:</p>
<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 12px 20px; background: #4f46e5; color: #ffffff; border-radius: 8px; text-decoration: none; font-weight: bold;">Choose a new password</a></p>
<p>The link works once, for ${minutes} minutes. If the button does not work, copy this address into your browser:<br><span style="word-break: break-all;">${escapeHtml(link)}</span></p>
<p><strong>Didn't ask for this?</strong> Then you don't need to do anything: your password stays the same. If you're not sure, show this e-mail to a parent or teacher.</p>
<p>Your username is <strong>${escapeHtml(to.username)}</strong>.</p>
<p>Happy learning!<br>The QuestLearn team</p>
</body></html>
`;
  return { to: to.email, subject: 'Choose a new QuestLearn password', text: lines.join('\n'), html };
}
