import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { Button } from '../../ui/button.tsx';
import { PageTitle } from '../../ui/page-title.tsx';

/**
 * A screen that failed: most often its code could not be fetched (a screen never opened before, offline before the
 * service worker had it, or a build replaced on the server). The top bar stays; a reload tries again.
 */
export function ScreenError() {
  const error = useRouteError();
  useEffect(() => console.error('The screen failed', error), [error]);
  return (
    <section className="p-4 md:p-6">
      <PageTitle>This screen could not be shown</PageTitle>
      <p className="mt-2 text-gray-600">Check the connection, then reload the page.</p>
      <Button className="mt-4" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </section>
  );
}
