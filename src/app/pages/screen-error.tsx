import { Component, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useIntl } from '../../i18n/intl.ts';
import { Button } from '../../ui/button.tsx';
import { PageTitle } from '../../ui/page-title.tsx';

/**
 * A screen that failed: most often its code could not be fetched (a screen never opened before, offline before the
 * service worker had it, or a build replaced on the server). The top bar stays; a reload tries again.
 */
export function ScreenError({ error }: { error: unknown }) {
  const intl = useIntl();
  useEffect(() => console.error('The screen failed', error), [error]);
  return (
    <section className="p-4 md:p-6">
      <PageTitle>
        {intl.formatMessage({ id: 'app.screenError.title', defaultMessage: 'This screen could not be shown' })}
      </PageTitle>
      <p className="mt-2 text-gray-600">
        {intl.formatMessage({
          id: 'app.screenError.text',
          defaultMessage: 'Check the connection, then reload the page.',
        })}
      </p>
      <Button className="mt-4" onClick={() => window.location.reload()}>
        {intl.formatMessage({ id: 'app.screenError.reload', defaultMessage: 'Reload' })}
      </Button>
    </section>
  );
}

class Boundary extends Component<{ path: string; children: ReactNode }, { error: unknown; failedAt?: string }> {
  state: { error: unknown; failedAt?: string } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('A screen failed') };
  }

  componentDidCatch(): void {
    this.setState({ failedAt: this.props.path });
  }

  componentDidUpdate(): void {
    // Going to another screen tries again, as a route's error element does.
    if (
      this.state.error !== undefined &&
      this.state.failedAt !== undefined &&
      this.state.failedAt !== this.props.path
    ) {
      this.setState({ error: undefined, failedAt: undefined });
    }
  }

  render(): ReactNode {
    return this.state.error !== undefined ? <ScreenError error={this.state.error} /> : this.props.children;
  }
}

/** Shows ScreenError in place of a screen that throws (its code not fetched included), until the next navigation. */
export function ScreenBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary path={pathname}>{children}</Boundary>;
}
