import { defineMessages } from '../../i18n/intl.ts';

/** A hotel package's fields as the list's columns and the form name them (one text per field). */
export const hotelPackageLabels = defineMessages({
  position: { id: 'products.hotelPackages.position', defaultMessage: 'Position' },
  clockId: { id: 'products.hotelPackages.clockId', defaultMessage: 'Clock id' },
  name: { id: 'products.hotelPackages.name', defaultMessage: 'Name' },
  nameEn: { id: 'products.hotelPackages.nameEn', defaultMessage: 'Name EN' },
  url: { id: 'products.hotelPackages.url', defaultMessage: 'Url' },
  priceFrom: { id: 'products.hotelPackages.priceFrom', defaultMessage: 'Price from' },
  displayOnSite: { id: 'products.hotelPackages.displayOnSite', defaultMessage: 'Display on site' },
  onlyWithSpecialCode: { id: 'products.hotelPackages.onlyWithSpecialCode', defaultMessage: 'Only with special code' },
  rate: { id: 'products.hotelPackages.rate', defaultMessage: 'Rate' },
  minStay: { id: 'products.hotelPackages.minStay', defaultMessage: 'Min stay' },
  maxStay: { id: 'products.hotelPackages.maxStay', defaultMessage: 'Max stay' },
  introText: { id: 'products.hotelPackages.introText', defaultMessage: 'Intro text' },
  introTextEn: { id: 'products.hotelPackages.introTextEn', defaultMessage: 'Intro text EN' },
  footerText: { id: 'products.hotelPackages.footerText', defaultMessage: 'Footer text' },
  footerTextEn: { id: 'products.hotelPackages.footerTextEn', defaultMessage: 'Footer text EN' },
  descriptionItems: { id: 'products.hotelPackages.descriptionItems', defaultMessage: 'Description items' },
  descriptionItemsEn: { id: 'products.hotelPackages.descriptionItemsEn', defaultMessage: 'Description items EN' },
  descriptionUniqueItems: {
    id: 'products.hotelPackages.descriptionUniqueItems',
    defaultMessage: 'Unique description items',
  },
  descriptionUniqueItemsEn: {
    id: 'products.hotelPackages.descriptionUniqueItemsEn',
    defaultMessage: 'Unique description items EN',
  },
});
