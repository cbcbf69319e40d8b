import {
  Component,
  createElement,
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { intl } from '../i18n/intl.ts';
import { inEnglish, uiMessages } from './messages.ts';
import { notify } from './notifications.ts';

/**
 * Code loaded on demand (decision 021): a screen, a dialog, a menu, each its own chunk, fetched the first time it is
 * shown. The service worker precaches every chunk, so an installed app has them all offline; before that, a chunk
 * that cannot be fetched is said clearly (a screen: its route's error element; a part: a notification).
 */

/** Every piece of code loaded on demand, for warming an installed app once the first route is on screen. */
const loaders: Array<() => Promise<unknown>> = [];

export interface OnDemand<P> {
  /** The component, once its code is here. */
  loaded: () => ComponentType<P> | undefined;
  /** Fetches the code once; a failed fetch is forgotten, so the next attempt fetches again. */
  load: () => Promise<ComponentType<P>>;
  /** A component that suspends until the code is here (a fresh one after a failed fetch: React.lazy keeps a failure). */
  suspending: () => ComponentType<P>;
}

/** `load` imports the module and picks the component, e.g. `() => import('./x.tsx').then((m) => m.X)`. */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): OnDemand<P> {
  let component: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  let suspending: ComponentType<P> | undefined;
  const loadOnce = () =>
    (pending ??= load().then(
      (loaded) => (component = loaded),
      (error: unknown) => {
        pending = undefined;
        suspending = undefined;
        throw error;
      },
    ));
  loaders.push(loadOnce);
  return {
    loaded: () => component,
    load: loadOnce,
    suspending: () => (suspending ??= lazy(async () => ({ default: await loadOnce() }))),
  };
}

/**
 * Renders the component of `code`: at once when its code is here (no Suspense fallback in between), otherwise
 * `fallback` until it arrives. The choice is kept for the element's life.
 */
export function OnDemandElement<P extends object>({
  code,
  props,
  fallback,
}: {
  code: OnDemand<P>;
  props: P;
  fallback: ReactNode;
}) {
  const [Loaded] = useState<ComponentType<P>>(() => code.loaded() ?? code.suspending());
  return <Suspense fallback={fallback}>{createElement(Loaded, props)}</Suspense>;
}

/** Shows `failed` instead of its children once they threw (code that could not be fetched). */
class FallbackBoundary extends Component<{ failed: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: unknown): void {
    console.warn('Code loaded on demand could not be used; shown without it', error);
  }

  render(): ReactNode {
    return this.state.failed ? this.props.failed : this.props.children;
  }
}

/**
 * Code that makes a part better but that the screen can do without (a long list's windowing): its component once
 * the code is here, `loading` until then, and `failed` for good if the code cannot be fetched (offline before the
 * service worker held it), with nothing said: the person sees the same content, drawn the plain way.
 */
export function OnDemandOr<P extends object>({
  code,
  props,
  loading,
  failed,
}: {
  code: OnDemand<P>;
  props: P;
  loading: ReactNode;
  failed: ReactNode;
}) {
  return (
    <FallbackBoundary failed={failed}>
      <OnDemandElement code={code} props={props} fallback={loading} />
    </FallbackBoundary>
  );
}

/**
 * What a part says when its code could not be fetched (offline before the service worker held it), in English (tests);
 * said in the person's language (`uiMessages.partFailed`).
 */
export const PART_FAILED = inEnglish(uiMessages.partFailed);

class PartBoundary extends Component<{ onFailure: () => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A part of the screen failed', error, info.componentStack);
    notify.error(intl().formatMessage(uiMessages.partFailed));
    this.props.onFailure();
  }

  render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * A part of a screen (a dialog, a menu, a panel) whose code is its own chunk, loaded when it is first shown, e.g.
 * `{editing && <EditDialog onClose={…} />}` with `const EditDialog = lazyPart(() => import('./edit-dialog.tsx').then((m) => m.EditDialog), { close: (p) => p.onClose() })`.
 * Until the code is here it shows `fallback` (nothing unless told); if the code cannot be fetched, or the part fails,
 * the person is told so (a notification) and `close` puts the screen back as it was before the part was asked for.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { close, fallback }: { close: (props: P) => void; fallback?: (props: P) => ReactNode },
): ComponentType<P> {
  const code = onDemand(load);
  function Part(props: P) {
    return (
      <PartBoundary onFailure={() => close(props)}>
        <OnDemandElement code={code} props={props} fallback={fallback?.(props) ?? null} />
      </PartBoundary>
    );
  }
  return Part;
}

/** Loads all code loaded on demand, one after another, each after `pace()`; what is loaded so shows at once. */
export async function loadAllOnDemand(pace: () => Promise<void> = async () => undefined): Promise<void> {
  for (const load of loaders) {
    await pace();
    // A failure here is said, if it lasts, when that code is asked for.
    await load().catch(() => undefined);
  }
}
