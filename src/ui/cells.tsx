import type { ReactNode } from 'react';

/** A list cell's content, centred on the height of the row's 44 px actions, so everything in a row lines up. */
export function CellLine({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <span className={`flex min-h-touch items-center ${className}`}>{children}</span>;
}

/** What a cell shows when there is nothing: a dash to the eye, the words (e.g. "No image") to a screen reader. */
export function NoValue({ words }: { words: string }) {
  return (
    <span className="text-gray-600">
      <span aria-hidden="true">—</span>
      <span className="sr-only">{words}</span>
    </span>
  );
}

const sizes = { sm: 'h-10 w-14', lg: 'h-24 w-full' } as const;

/** A picture by its address, as a list or a slot shows it: lazy, cropped to its box, described by `alt`. */
export function Thumbnail({ src, alt, size = 'sm' }: { src: string; alt: string; size?: keyof typeof sizes }) {
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      className={`${sizes[size]} shrink-0 rounded border border-gray-200 bg-gray-100 object-cover`}
    />
  );
}
