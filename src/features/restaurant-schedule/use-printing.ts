import { useCallback, useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { intl } from '../../i18n/intl.ts';
import { uiMessages } from '../../ui/messages.ts';
import { notify } from '../../ui/notifications.ts';
import { loadPhoneFormat } from '../../ui/readable-phone.ts';
import type { RunSheetProps } from './run-sheet.tsx';

type RunSheet = ComponentType<RunSheetProps>;

/**
 * The run sheet's code is not on the first route (its JS budget, `npm run bench -- js`): Print fetches it (from the
 * service worker's precache, offline too), draws the sheet, then opens the browser's print.
 */
let loaded: RunSheet | undefined;
let loading: Promise<RunSheet> | undefined;
const loadRunSheet = () =>
  (loading ??= import('./run-sheet.tsx').then(
    (module) => (loaded = module.RunSheet),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));

/** The sheet's code and the phone rules (the phones on paper as people read them), both before the sheet is drawn. */
const loadForPaper = () => Promise.all([loadRunSheet(), loadPhoneFormat()]).then(([component]) => component);

const PRINT = '(print)';
const subscribePrint = (changed: () => void) => {
  const query = window.matchMedia(PRINT);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
};

/**
 * The run sheet to draw, if any, and Print. It is drawn only once printing is asked for (the button, the browser's
 * own Print, print media), not on every change of a busy day, and stays drawn after that so the next print is ready.
 */
export function usePrinting(): { RunSheet: RunSheet | null; print: () => void } {
  const [asked, setAsked] = useState(false);
  const [sheet, setSheet] = useState<RunSheet | undefined>(() => loaded);
  const printMedia = useSyncExternalStore(
    subscribePrint,
    () => window.matchMedia(PRINT).matches,
    () => false,
  );
  // Only setters and this module's own functions: the same function for the page's life.
  const print = useCallback(
    () =>
      void loadForPaper().then(
        (component) => {
          flushSync(() => {
            setSheet(() => component);
            setAsked(true);
          });
          window.print();
        },
        (error: unknown) => {
          // Offline on a tablet that never installed the app: its code is not on it.
          console.error('The run sheet could not be loaded', error);
          notify.error(intl().formatMessage(uiMessages.partFailed));
        },
      ),
    [],
  );
  useEffect(() => {
    // The browser menu's own Print: if the sheet's code is here, it is drawn before the page is laid out for paper;
    // if not, it is fetched and drawn for the next print (Ctrl+P, below, is the page's Print and waits for it).
    const before = () => {
      if (loaded) flushSync(() => setAsked(true));
      void loadForPaper().then(
        (component) => {
          setSheet(() => component);
          setAsked(true);
        },
        () => undefined,
      );
    };
    // Ctrl+P (Cmd+P) is the page's Print: the same as the button.
    const keydown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'p') {
        event.preventDefault();
        print();
      }
    };
    window.addEventListener('beforeprint', before);
    window.addEventListener('keydown', keydown);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('keydown', keydown);
    };
  }, [print]);
  // Print media (a print preview, or a test emulating print) asks for the sheet too.
  useEffect(() => {
    if (printMedia)
      void loadForPaper().then(
        (component) => setSheet(() => component),
        () => undefined,
      );
  }, [printMedia]);
  return { RunSheet: (asked || printMedia) && sheet ? sheet : null, print };
}
