import { useInnerHtml } from 'shell/lib/inner-html'

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')

/**
 * A paragraph with `hidden="until-found"`: not shown, not read out, but in the HTML and found by
 * find-in-page (which fires `beforematch` on it). React renders `hidden` only as a boolean, so the
 * paragraph is written as markup; its text is escaped.
 */
export function HiddenUntilFound({
  text,
  className,
  'data-answer-of': answerOf,
}: {
  text: string
  className: string
  'data-answer-of': string
}) {
  const html = useInnerHtml(`<p hidden="until-found" class="${className}">${escapeHtml(text)}</p>`)
  return <div data-answer-of={answerOf} dangerouslySetInnerHTML={html} />
}
