import { defineMessages } from '@formatjs/intl';

/**
 * The server's messages (decision 039), each by its code: the English text, in ICU, that the server says as its
 * answer's `message` (filled with the answer's `values`), and that the console says in the person's language
 * (`lang/nb/server.json`). One table for both sides: the server formats the English from it, the console looks a code
 * up here. An answer whose code is not here (an older server) is said as its English `message`.
 */
export const SERVER_MESSAGES = defineMessages({
  versionChanged: {
    id: 'server.versionChanged',
    defaultMessage: 'Someone else changed this while you were editing. Nothing was saved.',
  },
});

export type ServerMessageCode = keyof typeof SERVER_MESSAGES;

/** What a refusal says: its English message, and its code and values when the server gave them. */
export interface ServerSaid {
  message: string;
  code?: string;
  values?: Record<string, string | number>;
}

export const isServerMessageCode = (code: unknown): code is ServerMessageCode =>
  typeof code === 'string' && Object.hasOwn(SERVER_MESSAGES, code);
