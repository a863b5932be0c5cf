import type { AppNotification } from '../api/notifications-api';
import { personName } from '../i18n/format';
import { notificationTexts } from '../i18n/notifications';

/** A notification in words: its kind's sentence, with who caused it by name (never by id). */
export function notificationSentence(notification: Pick<AppNotification, 'kind' | 'actor' | 'params'>): string {
  const actor = (notification.actor && personName(notification.actor)) || notificationTexts.someone;
  const sentence = notificationTexts.sentences[notification.kind];
  return sentence ? sentence(actor, notification.params ?? {}) : '';
}
