import { useMemo } from 'react'

/**
 * `dangerouslySetInnerHTML` for markup that only changes with its text. React compares the prop by
 * identity and re-parses on every render that passes a new object, so a re-rendered cover or answer
 * would be rebuilt node by node; this object stays the same while `html` does.
 */
export function useInnerHtml(html: string): { __html: string } {
  return useMemo(() => ({ __html: html }), [html])
}
