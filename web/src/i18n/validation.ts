import { en } from './en';
import { t } from './index';

/**
 * The domain's form rules answer the spec's English messages. This turns such a message into the
 * active language's text (the same text in English) so that every shown text comes from i18n.
 */
const fixedMessages: Record<string, string> = Object.fromEntries(
  (Object.keys(en.validation) as Array<keyof typeof en.validation>)
    .filter((key) => typeof en.validation[key] === 'string')
    .map((key) => [en.validation[key] as string, t.validation[key] as string]),
);

export function validationText(message: string): string {
  const fixed = fixedMessages[message];
  if (fixed) return fixed;
  const atMost = /^At most (\d+) characters$/.exec(message);
  if (atMost) return t.validation.atMost(Number(atMost[1]));
  return message;
}

/** Applies validationText to every field's message. */
export function validationTexts(problems: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(problems).map(([field, message]) => [field, validationText(message)]));
}
