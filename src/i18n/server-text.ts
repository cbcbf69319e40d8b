import { isServerMessageCode, SERVER_MESSAGES, type ServerSaid } from '../../contract/server-messages.ts';
import type { IntlShape, MessageDescriptor } from './intl.ts';

/**
 * What the server said, in the person's language (decision 039): its code's message with its values, or its English
 * `message` when it gave no code the console knows. Use it wherever a server's reason is shown (a toast's second
 * line, a refused row, a field's error, a conflict).
 */
export function serverText(intl: IntlShape, said: ServerSaid | undefined | null): string {
  if (!said) return '';
  if (!isServerMessageCode(said.code)) return said.message;
  const descriptor: MessageDescriptor = SERVER_MESSAGES[said.code];
  return intl.formatMessage(descriptor, said.values);
}

/** A refusal's body (`{ message, code?, values? }`) as what the server said, when it has that shape. */
export function serverSaid(body: unknown): ServerSaid | undefined {
  const b = body as { message?: unknown; code?: unknown; values?: unknown } | null | undefined;
  if (!b || typeof b.message !== 'string') return undefined;
  return {
    message: b.message,
    ...(typeof b.code === 'string' ? { code: b.code } : {}),
    ...(b.values && typeof b.values === 'object' ? { values: b.values as Record<string, string | number> } : {}),
  };
}
