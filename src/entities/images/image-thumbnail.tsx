import { useQuery } from '@tanstack/react-query';
import { useIntl } from '../../i18n/intl.ts';
import { Thumbnail } from '../../ui/cells.tsx';
import { imagesQuery } from './image-queries.ts';

/**
 * A list cell's picture of a product's image (by its id), described by the image's alt text; "No image" when the
 * product has none. The images come from the one shared read (GET images).
 */
export function ImageThumbnail({ imageFk }: { imageFk: number | null }) {
  const intl = useIntl();
  const images = useQuery(imagesQuery);
  if (imageFk === null)
    return (
      <span className="text-sm text-gray-600">
        {intl.formatMessage({ id: 'content.imageThumbnail.none', defaultMessage: 'No image' })}
      </span>
    );
  const image = images.data?.find((i) => i.id === imageFk);
  if (!image)
    return <span className="inline-block h-10 w-14 rounded border border-gray-200 bg-gray-100" aria-hidden="true" />;
  return <Thumbnail src={image.src} alt={image.alt || image.name} />;
}
