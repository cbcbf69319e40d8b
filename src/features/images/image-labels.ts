import { defineMessages } from '../../i18n/intl.ts';

/** The images screen's names of an image's fields: its columns and its edit row say them alike. */
export const IMAGE_LABELS = defineMessages({
  image: { id: 'content.images.image', defaultMessage: 'Image' },
  name: { id: 'content.images.name', defaultMessage: 'Name' },
  nameEn: { id: 'content.images.nameEn', defaultMessage: 'Name (En)' },
  alt: { id: 'content.images.alt', defaultMessage: 'Alt' },
  altEn: { id: 'content.images.altEn', defaultMessage: 'Alt (En)' },
  src: { id: 'content.images.src', defaultMessage: 'Src' },
});
