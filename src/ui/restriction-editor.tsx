import type { ReactNode } from 'react';
import { DATE_FILTER_REQUIRED } from '../../contract/restrictions.ts';
import { defineMessages, useIntl } from '../i18n/intl.ts';
import { Button } from './button.tsx';
import { plainMessages, uiMessages } from './messages.ts';
import { MoveButtons, type MoveDirection } from './move-buttons.tsx';
import { SelectField } from './select-field.tsx';
import {
  addRestriction,
  moveRestriction,
  sortRestrictions,
  toggleRestrictionDeleted,
  updateRestriction,
  type EditableRestriction,
} from './restrictions.ts';

const restrictionMessages = plainMessages(
  defineMessages({
    noFilter: { id: 'ui.restrictions.noFilter', defaultMessage: 'No date filter chosen' },
    filterById: { id: 'ui.restrictions.filterById', defaultMessage: 'Date filter {id}' },
    empty: { id: 'ui.restrictions.empty', defaultMessage: 'No restrictions yet.' },
    list: { id: 'ui.restrictions.list', defaultMessage: 'Restrictions' },
    one: { id: 'ui.restrictions.one', defaultMessage: 'Restriction {number}' },
    restore: { id: 'ui.restrictions.restore', defaultMessage: 'Restore' },
    deleted: {
      id: 'ui.restrictions.deleted',
      defaultMessage: '{filter} · {available, select, yes {available} other {unavailable}}',
    },
    deletedWhenSaved: { id: 'ui.restrictions.deletedWhenSaved', defaultMessage: '(deleted when saved)' },
    dateFilter: { id: 'ui.restrictions.dateFilter', defaultMessage: 'Date filter' },
    chooseFilter: { id: 'ui.restrictions.chooseFilter', defaultMessage: 'Choose a date filter' },
    available: { id: 'ui.restrictions.available', defaultMessage: 'Available' },
    global: { id: 'ui.restrictions.global', defaultMessage: 'Global' },
    add: { id: 'ui.restrictions.add', defaultMessage: 'Add restriction' },
  }),
);

export interface RestrictionEditorProps {
  value: readonly EditableRestriction[];
  onChange: (next: EditableRestriction[]) => void;
  /** The date filters a restriction picks from (GET date-filters, loaded by the caller). */
  dateFilters: ReadonlyArray<{ id: number; name: string }>;
  /** The caller's own actions beside "Add restriction", e.g. "Save restrictions". */
  actions?: ReactNode;
  /** While saving: nothing can be changed. */
  disabled?: boolean;
}

/**
 * The restrictions of a product (spec section 4), controlled: ordered by priority, up and down swap priorities
 * with the neighbour, a row is marked deleted (struck through, with Restore) until the caller saves, and a new one
 * is non-global, unavailable and last. Used by add-ons and spa products.
 */
export function RestrictionEditor({ value, onChange, dateFilters, actions, disabled = false }: RestrictionEditorProps) {
  const intl = useIntl();
  const rows = sortRestrictions(value);
  const filterName = (fk: number | null) =>
    fk === null
      ? intl.formatMessage(restrictionMessages.noFilter)
      : (dateFilters.find((f) => f.id === fk)?.name ??
        intl.formatMessage(restrictionMessages.filterById, { id: String(fk) }));

  return (
    <div className="@container flex flex-col gap-3">
      {rows.length === 0 ? (
        <p className="rounded-md border border-dashed border-gray-300 px-3 py-4 text-center text-gray-700">
          {intl.formatMessage(restrictionMessages.empty)}
        </p>
      ) : (
        <ol
          className="flex flex-col divide-y divide-gray-100 rounded-md border border-gray-200"
          aria-label={intl.formatMessage(restrictionMessages.list)}
        >
          {rows.map((row, index) => {
            const name = intl.formatMessage(restrictionMessages.one, { number: index + 1 });
            const move = (direction: MoveDirection) => onChange(moveRestriction(value, row.key, direction));
            const remove = {
              label: intl.formatMessage(row.isDeleted ? restrictionMessages.restore : uiMessages.delete),
              onClick: () => onChange(toggleRestrictionDeleted(value, row.key)),
              className: 'w-24',
            };
            return (
              // Two lines in a narrow container (a dialog), one line where there is room (a page).
              <li
                key={row.key}
                aria-label={name}
                className={`flex flex-col gap-1 px-2 py-2 @xl:flex-row @xl:items-center @xl:gap-2 ${row.isDeleted ? 'bg-gray-50' : ''}`}
              >
                <div className="flex min-w-0 flex-1 items-center gap-2">
                  <span className="w-6 shrink-0 text-right text-sm text-gray-600" aria-hidden="true">
                    {intl.formatMessage(uiMessages.itemNumber, { number: index + 1 })}
                  </span>
                  {row.isDeleted ? (
                    <p className="flex min-h-touch min-w-0 flex-1 items-center text-gray-600 line-through">
                      {intl.formatMessage(restrictionMessages.deleted, {
                        filter: filterName(row.dateFilterFk),
                        available: row.isProductAvailable ? 'yes' : 'no',
                      })}
                      <span className="sr-only"> {intl.formatMessage(restrictionMessages.deletedWhenSaved)}</span>
                    </p>
                  ) : (
                    <SelectField
                      label={intl.formatMessage(restrictionMessages.dateFilter)}
                      hideLabel
                      className="min-w-0 flex-1"
                      value={row.dateFilterFk ?? ''}
                      disabled={disabled}
                      onChange={(chosen) =>
                        onChange(
                          updateRestriction(value, row.key, { dateFilterFk: chosen === '' ? null : Number(chosen) }),
                        )
                      }
                      placeholder={intl.formatMessage(restrictionMessages.chooseFilter)}
                      options={dateFilters.map((f) => ({ value: f.id, label: f.name }))}
                      error={row.dateFilterFk === null ? DATE_FILTER_REQUIRED : null}
                    />
                  )}
                </div>
                <div className="flex items-center gap-1 pl-8 @xl:pl-0">
                  {!row.isDeleted && (
                    <label className="flex min-h-touch items-center gap-2 px-1">
                      <input
                        type="checkbox"
                        checked={row.isProductAvailable}
                        disabled={disabled}
                        onChange={(e) =>
                          onChange(updateRestriction(value, row.key, { isProductAvailable: e.target.checked }))
                        }
                        className="h-5 w-5 accent-primary-600"
                      />
                      {intl.formatMessage(restrictionMessages.available)}
                    </label>
                  )}
                  {row.isGlobal && (
                    <span className="rounded bg-primary-50 px-2 py-0.5 text-xs font-medium text-primary-800">
                      {intl.formatMessage(restrictionMessages.global)}
                    </span>
                  )}
                  <div className="ml-auto flex items-center">
                    <MoveButtons index={index} count={rows.length} disabled={disabled} onMove={move} remove={remove} />
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="secondary" disabled={disabled} onClick={() => onChange(addRestriction(value))}>
          {intl.formatMessage(restrictionMessages.add)}
        </Button>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
    </div>
  );
}
