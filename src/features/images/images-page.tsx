import { useQuery } from '@tanstack/react-query';
import { imagesPagedQuery, useDeleteImage, useSaveImage } from '../../entities/images/image-queries.ts';
import { useOnline } from '../../offline/sync-context.tsx';
import { PagedCrudPage } from '../../ui/paged-crud-page.tsx';
import { usePagedList } from '../../ui/use-paged-list.ts';
import { imageColumns } from './image-columns.tsx';
import { imageForm } from './image-form.tsx';

/** Images (spec section 2): a paged list with add, an inline edit row and a confirmed delete. */
export function ImagesPage() {
  const paging = usePagedList();
  const save = useSaveImage();
  const remove = useDeleteImage();
  return (
    <PagedCrudPage
      history={{ resource: 'images' }}
      title="Images"
      paging={paging}
      read={useQuery(imagesPagedQuery(paging.query))}
      columns={imageColumns}
      rowKey={(i) => i.id}
      rowName={(i) => i.name}
      emptyText="No images yet."
      online={useOnline()}
      form={imageForm}
      onSave={(input, i) => save.mutateAsync({ id: i?.id, input, version: i?.version })}
      onDelete={(i) => remove.mutateAsync(i)}
      deleteTitle="Delete image"
      // Spec section 8's text; an image in use comes back refused with the places that use it (under the text).
      deleteError="There was an error while deleting data."
    />
  );
}
