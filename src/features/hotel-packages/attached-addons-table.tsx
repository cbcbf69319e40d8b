import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { AttachedAddon } from '../../../contract/hotel-products.ts';
import { addonsQuery } from '../../entities/addons/addon-queries.ts';
import {
  attachedAddonsQuery,
  useAttachAddon,
  useDetachAddon,
} from '../../entities/hotel-packages/hotel-package-queries.ts';
import { useOnline } from '../../offline/sync-context.tsx';
import { AddAction } from '../../ui/add-action.tsx';
import { ConfirmedButton } from '../../ui/confirmed-button.tsx';
import { DataTable, type Column } from '../../ui/data-table.tsx';
import { DELETE_ERROR } from '../../ui/messages.ts';
import { notify } from '../../ui/notifications.ts';
import { ChooseThenAct } from '../../ui/choose-then-act.tsx';

/** The add-ons attached to a package: attach one of the configured add-ons not attached yet, detach with confirmation. */
export function AttachedAddonsTable({ clockId }: { clockId: string }) {
  const titleId = useId();
  const attached = useQuery(attachedAddonsQuery(clockId));
  const addons = useQuery(addonsQuery);
  const online = useOnline();
  const attach = useAttachAddon(clockId);
  const detach = useDetachAddon(clockId);

  const taken = new Set((attached.data ?? []).map((a) => a.addonId));
  const free = (addons.data ?? []).filter((addon) => !taken.has(addon.clockId));

  const columns: Array<Column<AttachedAddon>> = [
    { id: 'addonId', header: 'Clock id', cell: (a) => a.addonId, className: 'whitespace-nowrap' },
    { id: 'addonName', header: 'Name', cell: (a) => a.addonName },
    {
      id: 'actions',
      header: 'Actions',
      pinned: true,
      cell: (a) => (
        <ConfirmedButton
          label={`Detach ${a.addonName}`}
          disabled={!online || detach.isPending}
          confirm={{
            title: 'Detach add-on',
            message: `Are you sure you want to detach '${a.addonName}' from this package?`,
          }}
          onConfirmed={() => detach.mutate(a.addonId, { onError: () => notify.error(DELETE_ERROR) })}
        >
          Detach
        </ConfirmedButton>
      ),
    },
  ];

  return (
    <section aria-labelledby={`${titleId}-title`} className="flex flex-col gap-3">
      <h2 id={`${titleId}-title`} className="text-xl font-normal text-primary-900">
        Attached add-ons
      </h2>
      <ChooseThenAct
        label="Add-on to attach"
        placeholder="Choose an add-on"
        noneLeft="No add-ons left to attach"
        options={free.map((addon) => ({ value: addon.clockId, label: `${addon.name} (${addon.clockId})` }))}
      >
        {({ choice, clear }) => (
          <AddAction
            online={online}
            disabled={choice === '' || attach.isPending}
            onClick={() =>
              attach.mutate(choice, {
                onSuccess: () => {
                  clear();
                  notify.success('Product added successfully');
                },
                onError: () => notify.error('Something went wrong when saving the item'),
              })
            }
          >
            Attach
          </AddAction>
        )}
      </ChooseThenAct>
      <DataTable
        label="Attached add-ons"
        columns={columns}
        rows={attached.isError ? [] : attached.data}
        read={attached}
        rowKey={(a) => a.addonId}
        loading={attached.isFetching}
        emptyText="No add-ons attached yet."
      />
    </section>
  );
}
