import { DISCOUNT_CODE_TEXTS, type DiscountCode } from '../../../contract/codes.ts';
import { ApiError } from '../../api/api-errors.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmedButton } from '../../ui/confirmed-button.tsx';
import { uiMessages } from '../../ui/messages.ts';
import { notify } from '../../ui/notifications.ts';
import { ChooseThenAct } from '../../ui/choose-then-act.tsx';
import { useAttachHotelPackage, useDetachHotelPackage } from '../../entities/discount-codes/discount-code-queries.ts';
import { useIntl } from '../../i18n/intl.ts';

/** Between a package's name and its clock id, "(HP1001)". */
const SPACE = ' ';
const inParentheses = (text: string) => `(${text})`;

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
  const intl = useIntl();
  const attach = useAttachHotelPackage();
  const detach = useDetachHotelPackage();
  const isAttached = (clockId: string) => code.hotelPackages.some((p) => p.clockId === clockId);

  return (
    <section
      aria-label={intl.formatMessage(
        { id: 'products.discountCodes.packagesOf', defaultMessage: 'Hotel packages of {code}' },
        { code: code.code },
      )}
      className="flex flex-col gap-3 pl-10"
    >
      <h2 className="text-sm font-medium text-gray-700">
        {intl.formatMessage({ id: 'products.discountCodes.packages', defaultMessage: 'Hotel packages' })}
      </h2>
      {code.hotelPackages.length === 0 ? (
        <p className="text-sm text-gray-600">
          {intl.formatMessage({ id: 'products.discountCodes.noPackages', defaultMessage: 'No hotel packages yet.' })}
        </p>
      ) : (
        <ul
          aria-label={intl.formatMessage({
            id: 'products.discountCodes.attachedPackages',
            defaultMessage: 'Attached hotel packages',
          })}
          className="flex flex-col divide-y divide-gray-100 rounded border border-gray-200 bg-white"
        >
          {code.hotelPackages.map((pkg) => (
            <li key={pkg.clockId} className="flex items-center justify-between gap-3 px-3 py-1">
              <span>
                {pkg.name}
                {SPACE}
                <span className="text-sm text-gray-600">{inParentheses(pkg.clockId)}</span>
              </span>
              <ConfirmedButton
                label={intl.formatMessage(
                  { id: 'products.discountCodes.detachPackage', defaultMessage: 'Detach {name}' },
                  { name: pkg.name },
                )}
                disabled={!online || detach.isPending}
                confirm={{
                  title: intl.formatMessage({
                    id: 'products.discountCodes.detachTitle',
                    defaultMessage: 'Detach hotel package',
                  }),
                  message: intl.formatMessage(
                    {
                      id: 'products.discountCodes.detachQuestion',
                      defaultMessage: "Are you sure you want to remove ''{name}'' from {code}?",
                    },
                    { name: pkg.name, code: code.code },
                  ),
                }}
                onConfirmed={() =>
                  detach.mutate(
                    { codeId: code.id, hotelPackageId: pkg.clockId },
                    { onError: () => notify.error(intl.formatMessage(uiMessages.deleteError)) },
                  )
                }
              >
                {intl.formatMessage({ id: 'products.discountCodes.detach', defaultMessage: 'Detach' })}
              </ConfirmedButton>
            </li>
          ))}
        </ul>
      )}
      <ChooseThenAct
        label={intl.formatMessage({
          id: 'products.discountCodes.packageToAttach',
          defaultMessage: 'Hotel package to attach',
        })}
        placeholder={intl.formatMessage({
          id: 'products.discountCodes.choosePackage',
          defaultMessage: 'Choose a hotel package',
        })}
        noneLeft={intl.formatMessage({
          id: 'products.discountCodes.noPackagesLeft',
          defaultMessage: 'No hotel packages to attach',
        })}
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
              if (isAttached(choice)) return say(intl.formatMessage(DISCOUNT_CODE_TEXTS.attached));
              attach.mutate(
                { codeId: code.id, hotelPackageId: choice },
                {
                  onSuccess: clear,
                  onError: (err) => {
                    if (err instanceof ApiError && err.status === 409)
                      say(intl.formatMessage(DISCOUNT_CODE_TEXTS.attached));
                    else notify.error(intl.formatMessage(uiMessages.saveError));
                  },
                },
              );
            }}
          >
            {intl.formatMessage({ id: 'products.discountCodes.attach', defaultMessage: 'Attach' })}
          </Button>
        )}
      </ChooseThenAct>
    </section>
  );
}
