import { afterAll, beforeAll } from 'vitest';
import { loadCatalogue } from '../../i18n/catalogues.ts';
import { intlOf, setCurrentIntl, type IntlShape } from '../../i18n/intl.ts';

/**
 * The door's tests in Norwegian (decision 039): the describe block's code says its texts in Bokmål (`intl()`, and
 * dayjs's day names), English again after it. Gives the Norwegian formatters, for a component's provider.
 */
export function inNorwegian(): () => IntlShape {
  let nb: IntlShape | undefined;
  beforeAll(async () => {
    nb = intlOf('nb', await loadCatalogue('nb'));
    setCurrentIntl(nb);
  });
  afterAll(async () => {
    await loadCatalogue('en');
    setCurrentIntl(intlOf('en', {}));
  });
  return () => {
    if (!nb) throw new Error('inNorwegian: used outside a test');
    return nb;
  };
}
