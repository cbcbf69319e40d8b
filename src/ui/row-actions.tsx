import { Link } from 'react-router-dom';
import { useIntl } from '../i18n/intl.ts';
import { Button } from './button.tsx';
import { ConfirmedButton } from './confirmed-button.tsx';
import { uiMessages } from './messages.ts';

export interface RowActionsProps {
  /** Names the row: "Edit <name>", "Delete <name>" and "Are you sure you want to delete '<name>'?". */
  name: string;
  /** Edit as a link to the row's own page… */
  editTo?: string;
  /** …or as a button (e.g. opening a form dialog). */
  onEdit?: () => void;
  /** Another row is being edited: this one's Edit waits. */
  editDisabled?: boolean;
  /** Delete needs a connection: disabled while offline. */
  online: boolean;
  /** A delete is under way. */
  deleteDisabled?: boolean;
  /** The confirmation's title, e.g. "Delete room type"; left out, the row has no Delete. */
  deleteTitle?: string;
  /** The confirmation's question; "Are you sure you want to delete '<name>'?" when left out. */
  deleteMessage?: string;
  /** Called once the person has confirmed the delete. */
  onDelete: () => void;
}

const linkClass =
  'inline-flex min-h-touch min-w-touch items-center justify-center whitespace-nowrap rounded px-4 font-medium text-primary-700 hover:bg-primary-50';

/** The Actions cell of a list row: Edit, and a Delete that asks for confirmation first. */
export function RowActions({
  name,
  editTo,
  onEdit,
  editDisabled = false,
  online,
  deleteDisabled = false,
  deleteTitle,
  deleteMessage,
  onDelete,
}: RowActionsProps) {
  const intl = useIntl();
  const editName = intl.formatMessage({ id: 'ui.row.editNamed', defaultMessage: 'Edit {name}' }, { name });
  const edit = intl.formatMessage(uiMessages.edit);
  return (
    <div className="flex gap-1">
      {editTo !== undefined ? (
        <Link to={editTo} aria-label={editName} className={linkClass}>
          {edit}
        </Link>
      ) : (
        <Button variant="ghost" disabled={editDisabled} aria-label={editName} onClick={onEdit}>
          {edit}
        </Button>
      )}
      {deleteTitle !== undefined && (
        <ConfirmedButton
          label={intl.formatMessage({ id: 'ui.row.deleteNamed', defaultMessage: 'Delete {name}' }, { name })}
          disabled={!online || deleteDisabled}
          confirm={{
            title: deleteTitle,
            message:
              deleteMessage ??
              intl.formatMessage(
                { id: 'ui.row.deleteQuestion', defaultMessage: "Are you sure you want to delete ''{name}''?" },
                { name },
              ),
          }}
          onConfirmed={onDelete}
        >
          {intl.formatMessage(uiMessages.delete)}
        </ConfirmedButton>
      )}
    </div>
  );
}
