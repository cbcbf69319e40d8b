import { useQuery } from '@tanstack/react-query';
import { imagesPagedQuery, useDeleteImage, useSaveImage } from '../../entities/images/image-queries.ts';
import { useOnline } from '../../offline/sync-context.tsx';
import { AddAction } from '../../ui/add-action.tsx';
import { InlineCrudTable } from '../../ui/inline-crud-table.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { Pager } from '../../ui/pager.tsx';
import { usePagedList } from '../../ui/use-paged-list.ts';
import { imageColumns } from './image-columns.tsx';
import { imageForm } from './image-form.tsx';


/** Images (spec section 2): a paged list with add, an inline edit row and a confirmed delete. */
export function ImagesPage() {
  const paging = usePagedList();
  const list = useQuery(imagesPagedQuery(paging.query));
  const online = useOnline();
  const save = useSaveImage();
  const remove = useDeleteImage();
  const total = list.data?.totalItems ?? 0;

  return (
    <section className="p-3 md:p-6">
      <InlineCrudTable
        label="Images"
        columns={imageColumns}
        rows={list.isError ? [] : list.data?.items}
        rowKey={(i) => i.id}
        rowName={(i) => i.name}
        loading={list.isFetching}
        emptyText="No images yet."
        online={online}
        form={imageForm}
        onSave={(input, i) => save.mutateAsync({ ...input, id: i?.id })}
        // New images are listed last (by id).
        onSaved={(i) => i || paging.showLastPage(total)}
        onDelete={(i) => remove.mutateAsync(i.id)}
        onDeleted={() => paging.afterDelete(total)}
        deleteTitle="Delete image"
        // Spec section 8's text; an image in use comes back refused with the places that use it (under the text).
        deleteError="There was an error while deleting data."
        footer={<Pager {...paging.pager(total)} />}
      >
        {({ start, busy }) => <PageTitle actions={<AddAction online={online} disabled={busy} onClick={start} />}>Images</PageTitle>}
      </InlineCrudTable>
    </section>
  );
}
