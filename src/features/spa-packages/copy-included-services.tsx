import type { SpaPackageGroup } from '../../../contract/spa.ts';
import { useCopyIncludedServices } from '../../entities/spa-packages/included-service-queries.ts';
import { useIntl } from '../../i18n/intl.ts';
import { Button } from '../../ui/button.tsx';
import { NeedsConnection } from '../../ui/needs-connection.tsx';
import { uiMessages } from '../../ui/messages.ts';
import { notify } from '../../ui/notifications.ts';
import { ChooseThenAct } from '../../ui/choose-then-act.tsx';

/** A group with no included services can start from another spa package's (spec section 2): choose it, copy. */
export function CopyIncludedServices({
  groupId,
  groups,
  online,
}: {
  groupId: number;
  groups: readonly SpaPackageGroup[];
  online: boolean;
}) {
  const intl = useIntl();
  const copy = useCopyIncludedServices();
  const others = groups.filter((g) => g.id !== groupId);

  return (
    <section
      aria-label={intl.formatMessage({
        id: 'products.includedServices.copyTitle',
        defaultMessage: 'Copy included services',
      })}
      className="flex flex-col gap-2 rounded-lg border border-dashed border-gray-300 p-4"
    >
      <p className="text-gray-800">
        {intl.formatMessage({
          id: 'products.includedServices.copyOffer',
          defaultMessage: 'This spa package has no included services yet. Copy them from another spa package?',
        })}
      </p>
      <ChooseThenAct
        label={intl.formatMessage({
          id: 'products.includedServices.copyFrom',
          defaultMessage: 'Copy from spa package',
        })}
        placeholder={intl.formatMessage({
          id: 'products.includedServices.chooseSpaPackage',
          defaultMessage: 'Choose a spa package',
        })}
        noneLeft={intl.formatMessage({
          id: 'products.includedServices.noOtherSpaPackages',
          defaultMessage: 'No other spa packages',
        })}
        options={others.map((g) => ({ value: g.id, label: g.name }))}
      >
        {({ choice: source }) => (
          <>
            <NeedsConnection online={online} />
            <Button
              variant="secondary"
              busy={copy.isPending}
              disabled={!online || source === ''}
              // Not mutate's own callbacks: once copied the list has services, this offer is gone, and those would not run.
              onClick={() =>
                void copy.mutateAsync({ sourceId: Number(source), destinationId: groupId }).then(
                  () => notify.success(intl.formatMessage(uiMessages.saveSuccess)),
                  () => notify.error(intl.formatMessage(uiMessages.saveError)),
                )
              }
            >
              {intl.formatMessage({ id: 'products.includedServices.copy', defaultMessage: 'Copy' })}
            </Button>
          </>
        )}
      </ChooseThenAct>
    </section>
  );
}
