import { defineMessages } from '../../i18n/intl.ts';

/** The String Editor's names of a string's parts: its columns and its edit row say them alike. */
export const STRING_LABELS = defineMessages({
  key: { id: 'content.stringEditor.key', defaultMessage: 'Key' },
  english: { id: 'content.stringEditor.english', defaultMessage: 'English' },
  norwegian: { id: 'content.stringEditor.norwegian', defaultMessage: 'Norwegian' },
});
