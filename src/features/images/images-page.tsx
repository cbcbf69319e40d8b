import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { imagesPagedQuery, useDeleteImage, useSaveImage } from '../../entities/images/image-queries.ts';
import { useIntl } from '../../i18n/intl.ts';
import { useOnline } from '../../offline/sync-context.tsx';
import { PagedCrudPage } from '../../ui/paged-crud-page.tsx';
import { usePagedList } from '../../ui/use-paged-list.ts';
import { imageColumns } from './image-columns.tsx';
import { imageForm } from './image-form.tsx';

/** Images (spec section 2): a paged list with add, an inline edit row and a confirmed delete. */
export function ImagesPage() {
  const intl = useIntl();
  const paging = usePagedList();
  const save = useSaveImage();
  const remove = useDeleteImage();
  const columns = useMemo(() => imageColumns(intl), [intl]);
  const form = useMemo(() => imageForm(intl), [intl]);
  return (
    <PagedCrudPage
      history={{ resource: 'images' }}
      title={intl.formatMessage({ id: 'content.images.title', defaultMessage: 'Images' })}
      paging={paging}
      read={useQuery(imagesPagedQuery(paging.query))}
      columns={columns}
      rowKey={(i) => i.id}
      rowName={(i) => i.name}
      emptyText={intl.formatMessage({ id: 'content.images.empty', defaultMessage: 'No images yet.' })}
      online={useOnline()}
      form={form}
      onSave={(input, i) => save.mutateAsync({ id: i?.id, input, version: i?.version })}
      onDelete={(i) => remove.mutateAsync(i)}
      deleteTitle={intl.formatMessage({ id: 'content.images.deleteTitle', defaultMessage: 'Delete image' })}
      // Spec section 8's text; an image in use comes back refused with the places that use it (under the text).
      deleteError={intl.formatMessage({
        id: 'content.images.deleteError',
        defaultMessage: 'There was an error while deleting data.',
      })}
    />
  );
}
