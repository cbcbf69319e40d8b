import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { configureApi } from '../api/http.ts';
import { pagedQuery, resourceKeys } from '../entities/query-meta.ts';
import { ConfirmProvider } from '../ui/confirm-provider.tsx';
import { CONNECTION_LOST, FETCH_ERROR } from '../ui/messages.ts';
import { NotificationBar } from '../ui/notification-bar.tsx';
import { notify } from '../ui/notifications.ts';
import { PagedCrudPage } from '../ui/paged-crud-page.tsx';
import { RecordListPage } from '../ui/record-list-page.tsx';
import { usePagedList } from '../ui/use-paged-list.ts';
import { createQueryClient } from './query-client.ts';

/**
 * Offline that never lies (issue 30), through the real query client, the shared list pieces and the API client
 * over a mocked fetch: a list this device has no copy of says so offline, never that it is empty; offline reads
 * raise the connection toast, not the fetch error; and that toast goes once the connection and the data are back.
 */

const alertSchema = z.object({ id: z.number(), message: z.string() });
type Alert = z.infer<typeof alertSchema>;
const keys = resourceKeys('offline-test');
const EMPTY = 'No alerts yet.';
const NOT_HERE = 'Not available offline';
const THREE = { items: [1, 2, 3].map((id) => ({ id, message: `Alert ${id}` })), totalItems: 3 };

let online = true;
let answer: () => Promise<Response>;
const fetchMock = vi.fn(() => answer());
const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));

function goOnline(value: boolean) {
  online = value;
  act(() => void window.dispatchEvent(new Event(value ? 'online' : 'offline')));
}

beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
  answer = () => json(THREE);
  configureApi({ getToken: async () => 'token' });
});

afterEach(() => {
  act(() => notify.dismiss());
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** A screen as Checkout alerts is built: one list paged by the server, inline CRUD. */
function PagedScreen() {
  const paging = usePagedList();
  return (
    <PagedCrudPage<Alert, typeof alertSchema>
      title="Alerts"
      paging={paging}
      read={useQuery(pagedQuery(keys, 'alerts', alertSchema, paging.query))}
      columns={[{ id: 'message', header: 'Message', cell: (a) => a.message }]}
      rowKey={(a) => a.id}
      rowName={(a) => a.message}
      emptyText={EMPTY}
      online={online}
      form={{
        schema: alertSchema,
        values: (a) => a ?? { id: 0, message: '' },
        fields: () => null,
        newLabel: 'New alert',
        editLabel: (a) => `Edit ${a.message}`,
      }}
      onSave={async () => undefined}
    />
  );
}

/** A screen as spa packages are built: a whole list, shown empty when its read fails (errorAsEmpty). */
function ListScreen() {
  return (
    <RecordListPage<Alert, number>
      title="Alerts"
      emptyText={EMPTY}
      read={useQuery({
        ...pagedQuery(keys, 'alerts', alertSchema, { page: 1, itemsPerPage: 10 }),
        select: (page) => page.items,
      })}
      errorAsEmpty
      columns={[{ id: 'message', header: 'Message', cell: (a) => a.message }]}
      rowId={(a) => a.id}
      rowName={(a) => a.message}
      editPath={(a) => `/alerts/${a.id}`}
      deleteTitle="Delete alert"
      remove={{ mutate: () => undefined, isPending: false }}
      add={{ to: '/alerts/new' }}
      online={online}
    />
  );
}

function renderScreen(Screen: () => React.ReactNode) {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  render(
    <QueryClientProvider client={client}>
      <ConfirmProvider>
        <MemoryRouter>
          <NotificationBar />
          <Screen />
        </MemoryRouter>
      </ConfirmProvider>
    </QueryClientProvider>,
  );
  return client;
}

describe('a list this device has no copy of', () => {
  it.each([
    ['paged by the server (PagedCrudPage)', PagedScreen],
    ['whole, empty on a failure (RecordListPage)', ListScreen],
  ])(
    '%s: offline it says so and the connection toast, never empty or the fetch error; back online, the rows',
    async (_name, Screen) => {
      online = false;
      renderScreen(Screen);
      expect(await screen.findByText(NOT_HERE)).toBeVisible();
      expect(screen.getByText(/has not been loaded on this device yet/)).toBeVisible();
      expect(screen.queryByText(EMPTY)).not.toBeInTheDocument();
      // Nor a pager's "0 of 0".
      expect(screen.queryByText(/of 0/)).not.toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(CONNECTION_LOST);
      expect(screen.queryByText(FETCH_ERROR)).not.toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();

      goOnline(true);
      expect(await screen.findByText('Alert 3')).toBeVisible();
      expect(screen.queryByText(NOT_HERE)).not.toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it('whose fetch gets no answer because the device went offline meanwhile: says so, with no fetch error', async () => {
    answer = () => {
      online = false;
      return Promise.reject(new TypeError('Failed to fetch'));
    };
    renderScreen(PagedScreen);
    expect(await screen.findByText(NOT_HERE)).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(CONNECTION_LOST);
    expect(screen.queryByText(EMPTY)).not.toBeInTheDocument();
  });

  it('is said to be empty when the server says so', async () => {
    answer = () => json({ items: [], totalItems: 0 });
    renderScreen(PagedScreen);
    expect(await screen.findByText(EMPTY)).toBeVisible();
    expect(screen.queryByText(NOT_HERE)).not.toBeInTheDocument();
  });
});

describe('the fetch error toast', () => {
  it('of a read that got no answer online goes once a read answers again', async () => {
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    const client = renderScreen(PagedScreen);
    expect(await screen.findByRole('alert')).toHaveTextContent(FETCH_ERROR);
    // Online with no answer is not "offline": the list does not say so.
    expect(screen.queryByText(NOT_HERE)).not.toBeInTheDocument();
    answer = () => json(THREE);
    await act(() => client.refetchQueries());
    expect(await screen.findByText('Alert 1')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('of a refusal stays when another read answers (it is about the server, not the connection)', async () => {
    answer = () => json({ message: 'down' }, 500);
    const client = renderScreen(PagedScreen);
    expect(await screen.findByRole('alert')).toHaveTextContent(FETCH_ERROR);
    answer = () => json(THREE);
    await act(() => client.fetchQuery({ queryKey: ['other'], queryFn: async () => 1 }));
    expect(screen.getByRole('alert')).toHaveTextContent(FETCH_ERROR);
  });

  it('is replaced by one connection toast for the whole spell offline, however many reads wait', async () => {
    online = false;
    const client = renderScreen(PagedScreen);
    expect(await screen.findByRole('alert')).toHaveTextContent(CONNECTION_LOST);
    act(() => notify.dismiss());
    // Another read waits for the connection in the same spell: nothing new is raised.
    void client.prefetchQuery({ queryKey: ['second'], queryFn: async () => 2, meta: { errorMessage: FETCH_ERROR } });
    await act(() => Promise.resolve());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
