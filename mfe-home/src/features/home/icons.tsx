import type { ReactNode } from 'react'

/** Line icons drawn for this page (24×24, stroke = currentColor); decorative, so hidden from readers. */
const shapes = {
  slot: (
    <>
      <rect x="2.5" y="4" width="15" height="16" rx="2" />
      <path d="M6 9h2.5v6H6zM11.5 9H14v6h-2.5z" />
      <path d="M17.5 12h2a1.5 1.5 0 0 0 1.5-1.5V7" />
      <circle cx="21" cy="5.5" r="1.5" />
    </>
  ),
  cherry: (
    <>
      <circle cx="7" cy="17" r="3.5" />
      <circle cx="16.5" cy="18" r="3" />
      <path d="M7 13.5C8 8.5 11 5.5 16 3.5M16.5 15c-1-4-.5-8 0-11.5" />
      <path d="M16 3.5c2.5-.5 4.5.5 5 2.5-2.5.5-4.5-.5-5-2.5z" />
    </>
  ),
  dice: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3.5" />
      <circle cx="8" cy="8" r="1" />
      <circle cx="12" cy="12" r="1" />
      <circle cx="16" cy="16" r="1" />
    </>
  ),
  book: (
    <>
      <path d="M4 19.5V5a2 2 0 0 1 2-2h14v15H6a2 2 0 0 0-2 2 2 2 0 0 0 2 2h14" />
      <path d="M9 7.5h7M9 11h5" />
    </>
  ),
  candy: (
    <>
      <circle cx="12" cy="12" r="4.5" />
      <path d="M8.8 8.8 6 6l-3 1.5L4.5 4.5 6 6M15.2 15.2 18 18l3-1.5-1.5 3L18 18" />
      <path d="M10 13.5c1.5.5 3-.5 4-2" />
    </>
  ),
  crown: (
    <>
      <path d="M3.5 8 8 12l4-7 4 7 4.5-4-2 10h-13z" />
      <path d="M5.5 21h13" />
    </>
  ),
  play: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M10 8.5 15.5 12 10 15.5z" />
    </>
  ),
  gift: (
    <>
      <rect x="3" y="8" width="18" height="4" rx="1" />
      <path d="M5 12v8a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-8M12 8v13" />
      <path d="M12 8C10.5 4 6.5 3.5 6.5 6S10 8 12 8zM12 8c1.5-4 5.5-4.5 5.5-2S14 8 12 8z" />
    </>
  ),
  star: <path d="m12 3 2.8 5.8 6.2.9-4.5 4.3 1.1 6.2-5.6-3-5.6 3 1.1-6.2L3 9.7l6.2-.9z" />,
  tag: (
    <>
      <path d="M3 11.5V4a1 1 0 0 1 1-1h7.5L21 12.5 12.5 21z" />
      <circle cx="7.5" cy="7.5" r="1.5" />
    </>
  ),
} satisfies Record<string, ReactNode>

export type IconName = keyof typeof shapes

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {shapes[name]}
    </svg>
  )
}
