import { DISCOUNT_CODE_MESSAGES, type DiscountCode } from '../../../contract/codes.ts';
import { ApiError } from '../../api/api-errors.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmedButton } from '../../ui/confirmed-button.tsx';
import { DELETE_ERROR, SAVE_ERROR } from '../../ui/messages.ts';
import { notify } from '../../ui/notifications.ts';
import { ChooseThenAct } from '../../ui/choose-then-act.tsx';
import { useAttachHotelPackage, useDetachHotelPackage } from '../../entities/discount-codes/discount-code-queries.ts';

/** A configured hotel package a code can be attached to. */
export interface PackageChoice {
  clockId: string;
  name: string;
}

/** The expanded part of a discount code row: its hotel packages, attach one (picked from the configured ones), detach. */
export function AttachedPackagesPanel({
  code,
  choices,
  online,
}: {
  code: DiscountCode;
  choices: readonly PackageChoice[];
  online: boolean;
}) {
  const attach = useAttachHotelPackage();
  const detach = useDetachHotelPackage();
  const isAttached = (clockId: string) => code.hotelPackages.some((p) => p.clockId === clockId);

  return (
    <section aria-label={`Hotel packages of ${code.code}`} className="flex flex-col gap-3 pl-10">
      <h2 className="text-sm font-medium text-gray-700">Hotel packages</h2>
      {code.hotelPackages.length === 0 ? (
        <p className="text-sm text-gray-600">No hotel packages yet.</p>
      ) : (
        <ul
          aria-label="Attached hotel packages"
          className="flex flex-col divide-y divide-gray-100 rounded border border-gray-200 bg-white"
        >
          {code.hotelPackages.map((pkg) => (
            <li key={pkg.clockId} className="flex items-center justify-between gap-3 px-3 py-1">
              <span>
                {pkg.name} <span className="text-sm text-gray-600">({pkg.clockId})</span>
              </span>
              <ConfirmedButton
                label={`Detach ${pkg.name}`}
                disabled={!online || detach.isPending}
                confirm={{
                  title: 'Detach hotel package',
                  message: `Are you sure you want to remove '${pkg.name}' from ${code.code}?`,
                }}
                onConfirmed={() =>
                  detach.mutate(
                    { codeId: code.id, hotelPackageId: pkg.clockId },
                    { onError: () => notify.error(DELETE_ERROR) },
                  )
                }
              >
                Detach
              </ConfirmedButton>
            </li>
          ))}
        </ul>
      )}
      <ChooseThenAct
        label="Hotel package to attach"
        placeholder="Choose a hotel package"
        noneLeft="No hotel packages to attach"
        options={choices.map((pkg) => ({ value: pkg.clockId, label: pkg.name }))}
        // Spec section 5's message stands while the package chosen is attached: detached, it no longer applies.
        messageHolds={isAttached}
      >
        {({ choice, clear, say }) => (
          <Button
            variant="secondary"
            busy={attach.isPending}
            disabled={!online || choice === ''}
            onClick={() => {
              if (isAttached(choice)) return say(DISCOUNT_CODE_MESSAGES.attached);
              attach.mutate(
                { codeId: code.id, hotelPackageId: choice },
                {
                  onSuccess: clear,
                  onError: (err) => {
                    if (err instanceof ApiError && err.status === 409) say(DISCOUNT_CODE_MESSAGES.attached);
                    else notify.error(SAVE_ERROR);
                  },
                },
              );
            }}
          >
            Attach
          </Button>
        )}
      </ChooseThenAct>
    </section>
  );
}
