import type { ReactNode } from 'react';

/**
 * A list cell's content, centred on the height of the row's 44 px actions, so everything in a row lines up. The
 * inner span may shrink to the cell, so a word longer than the cell breaks there rather than spill under the next.
 */
export function CellLine({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <span className={`flex min-h-touch items-center ${className}`}>
      <span className="min-w-0">{children}</span>
    </span>
  );
}

/** No value, to the eye. */
const DASH = '—';

/** What a cell shows when there is nothing: a dash to the eye, the words (e.g. "No image") to a screen reader. */
export function NoValue({ words }: { words: string }) {
  return (
    <span className="text-gray-600">
      <span aria-hidden="true">{DASH}</span>
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

/**
 * A yes/no a list only shows (changed in the edit row): a disabled checkbox drawn in full contrast, a filled box
 * with a tick for on and an empty dark-edged box for off, where the browser's own would be too pale to tell apart.
 */
export function ReadOnlyCheck({ checked, label }: { checked: boolean; label: string }) {
  return (
    <span className="relative inline-flex size-5 shrink-0">
      <input
        type="checkbox"
        checked={checked}
        disabled
        readOnly
        aria-label={label}
        className="peer size-5 appearance-none rounded border-2 border-gray-700 bg-white checked:border-primary-700 checked:bg-primary-700 disabled:opacity-100"
      />
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="pointer-events-none absolute inset-0 hidden size-5 text-white peer-checked:block"
      >
        <path
          d="M5 10.5l3 3 7-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  );
}
