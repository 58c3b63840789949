import { isMessageKey, type MessageKey, type Translate } from '../i18n/i18n-store.ts';

/**
 * A message shown at a field: a catalogue key (re-translated when the language changes) or a
 * server text already in the borrower's language.
 */
export type Message = { key: MessageKey } | { text: string };

export function keyMessage(message: string | undefined): Message {
  return { key: message && isMessageKey(message) ? message : 'error.validation.invalid' };
}

export function say(t: Translate, message: Message | undefined): string | undefined {
  if (!message) return undefined;
  return 'key' in message ? t(message.key) : message.text;
}
