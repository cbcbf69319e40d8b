import { useEffect, useMemo, useState } from 'react';
import type { HotelMetadata } from '../../../contract/hotel-metadata.ts';
import { useSaveHotelMetadata } from '../../entities/hotel-metadata/hotel-metadata-queries.ts';
import { useIntl } from '../../i18n/intl.ts';
import { FormText } from '../../ui/form/fields.tsx';
import { setServerErrors, useContractForm } from '../../ui/form/use-contract-form.ts';
import { InlineEditRow } from '../../ui/inline-edit-row.tsx';
import { notify } from '../../ui/notifications.ts';
import { ChangedMeanwhile, conflictOf, useSettleConflict } from '../../ui/version-conflict.tsx';
import {
  EDIT_FIELD,
  metadataAsText,
  metadataFormSchema,
  metadataMessages,
  type MetadataField,
} from './hotel-metadata-form.ts';

/**
 * One field of the metadata in edit: its input (what was typed stays, with the reason under it, when refused) and
 * Save and Cancel. Save sends the whole object (spec section 4): this field as typed, the others as they were when
 * the row opened, based on that version; someone's change meanwhile is merged in and shown with their name.
 */
export function MetadataEditRow({
  field,
  metadata,
  online,
  onDone,
}: {
  field: MetadataField;
  metadata: HotelMetadata;
  online: boolean;
  onDone: () => void;
}) {
  const intl = useIntl();
  const messages = useMemo(() => metadataMessages(intl), [intl]);
  const label = intl.formatMessage(field.label);
  const save = useSaveHotelMetadata();
  const form = useContractForm(metadataFormSchema, { defaultValues: metadataAsText(metadata), messages });
  useEffect(() => form.setFocus(field.key), [form, field.key]);
  const [basedOn, setBasedOn] = useState(metadata);
  const settleConflict = useSettleConflict();

  const submit = form.handleSubmit(async (input) => {
    if (!online) return;
    try {
      await save.mutateAsync({ ...basedOn, [field.key]: input[field.key] });
      // Spec section 8.
      notify.success(
        intl.formatMessage({
          id: 'content.hotelMetadata.saved',
          defaultMessage: 'Hotel metadata updated successfully.',
        }),
      );
      onDone();
    } catch (error) {
      const conflict = conflictOf(error);
      if (conflict?.current) {
        const now = conflict.current as HotelMetadata;
        await settleConflict(form, conflict, metadataAsText(basedOn), metadataAsText(now));
        setBasedOn(now);
        return;
      }
      if (!setServerErrors(form, error, messages))
        notify.error(
          intl.formatMessage({
            id: 'content.hotelMetadata.saveError',
            defaultMessage: 'There was an error while saving hotel metadata.',
          }),
        );
    }
  });

  return (
    <InlineEditRow
      label={intl.formatMessage(EDIT_FIELD, { label })}
      colSpan={2}
      online={online}
      saving={form.formState.isSubmitting}
      onSubmit={() => void submit()}
      onCancel={onDone}
      notice={<ChangedMeanwhile opened={basedOn} latest={metadata} />}
    >
      <FormText
        form={form}
        name={field.key}
        label={label}
        multiline={field.multiline}
        rows={field.multiline ? 4 : undefined}
        inputMode={field.kind === 'number' ? 'decimal' : undefined}
      />
    </InlineEditRow>
  );
}
