import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { AttachedAddon } from '../../../contract/hotel-products.ts';
import { addonsQuery } from '../../entities/addons/addon-queries.ts';
import {
  attachedAddonsQuery,
  useAttachAddon,
  useDetachAddon,
} from '../../entities/hotel-packages/hotel-package-queries.ts';
import { useIntl } from '../../i18n/intl.ts';
import { useOnline } from '../../offline/sync-context.tsx';
import { AddAction } from '../../ui/add-action.tsx';
import { ConfirmedButton } from '../../ui/confirmed-button.tsx';
import { DataTable, type Column } from '../../ui/data-table.tsx';
import { uiMessages } from '../../ui/messages.ts';
import { notify } from '../../ui/notifications.ts';
import { ChooseThenAct } from '../../ui/choose-then-act.tsx';

/** The add-ons attached to a package: attach one of the configured add-ons not attached yet, detach with confirmation. */
export function AttachedAddonsTable({ clockId }: { clockId: string }) {
  const intl = useIntl();
  const titleId = useId();
  const attached = useQuery(attachedAddonsQuery(clockId));
  const addons = useQuery(addonsQuery);
  const online = useOnline();
  const attach = useAttachAddon(clockId);
  const detach = useDetachAddon(clockId);

  const taken = new Set((attached.data ?? []).map((a) => a.addonId));
  const free = (addons.data ?? []).filter((addon) => !taken.has(addon.clockId));

  const columns: Array<Column<AttachedAddon>> = [
    {
      id: 'addonId',
      header: intl.formatMessage({ id: 'products.attachedAddons.clockId', defaultMessage: 'Clock id' }),
      cell: (a) => a.addonId,
      className: 'whitespace-nowrap',
    },
    {
      id: 'addonName',
      header: intl.formatMessage({ id: 'products.attachedAddons.name', defaultMessage: 'Name' }),
      cell: (a) => a.addonName,
    },
    {
      id: 'actions',
      header: intl.formatMessage(uiMessages.actions),
      pinned: true,
      cell: (a) => (
        <ConfirmedButton
          label={intl.formatMessage(
            { id: 'products.attachedAddons.detachNamed', defaultMessage: 'Detach {name}' },
            { name: a.addonName },
          )}
          disabled={!online || detach.isPending}
          confirm={{
            title: intl.formatMessage({ id: 'products.attachedAddons.detachTitle', defaultMessage: 'Detach add-on' }),
            message: intl.formatMessage(
              {
                id: 'products.attachedAddons.detachQuestion',
                defaultMessage: "Are you sure you want to detach ''{name}'' from this package?",
              },
              { name: a.addonName },
            ),
          }}
          onConfirmed={() =>
            detach.mutate(a.addonId, { onError: () => notify.error(intl.formatMessage(uiMessages.deleteError)) })
          }
        >
          {intl.formatMessage({ id: 'products.attachedAddons.detach', defaultMessage: 'Detach' })}
        </ConfirmedButton>
      ),
    },
  ];

  const title = intl.formatMessage({ id: 'products.attachedAddons.title', defaultMessage: 'Attached add-ons' });
  return (
    <section aria-labelledby={`${titleId}-title`} className="flex flex-col gap-3">
      <h2 id={`${titleId}-title`} className="text-xl font-normal text-primary-900">
        {title}
      </h2>
      <ChooseThenAct
        label={intl.formatMessage({ id: 'products.attachedAddons.toAttach', defaultMessage: 'Add-on to attach' })}
        placeholder={intl.formatMessage({ id: 'products.attachedAddons.choose', defaultMessage: 'Choose an add-on' })}
        noneLeft={intl.formatMessage({
          id: 'products.attachedAddons.noneLeft',
          defaultMessage: 'No add-ons left to attach',
        })}
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
                  notify.success(
                    intl.formatMessage({
                      id: 'products.attachedAddons.attached',
                      defaultMessage: 'Product added successfully',
                    }),
                  );
                },
                onError: () =>
                  notify.error(
                    intl.formatMessage({
                      id: 'products.attachedAddons.attachError',
                      defaultMessage: 'Something went wrong when saving the item',
                    }),
                  ),
              })
            }
          >
            {intl.formatMessage({ id: 'products.attachedAddons.attach', defaultMessage: 'Attach' })}
          </AddAction>
        )}
      </ChooseThenAct>
      <DataTable
        label={title}
        columns={columns}
        rows={attached.isError ? [] : attached.data}
        read={attached}
        rowKey={(a) => a.addonId}
        loading={attached.isFetching}
        emptyText={intl.formatMessage({
          id: 'products.attachedAddons.empty',
          defaultMessage: 'No add-ons attached yet.',
        })}
      />
    </section>
  );
}
