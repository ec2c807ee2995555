/**
 * Requests a part's files (its template, `page-format/preloads-template.ts`): those of the parts near
 * the viewport with the page's own, once it has painted (`boot/inline/preloads.ts`), and each part's
 * when it is wanted (`composed-hydration.ts`), with those of the parts near by then. A part further
 * down is fetched only as the visitor comes near it, a screen before it is in view: the same rule as
 * its cue (`hydration-cue.ts`), so its files are on their way when its code is asked for.
 */
import {
  PART_PRELOADS_ATTRIBUTE,
  requestTemplateLinks,
  WHEN_WANTED_ATTRIBUTE,
} from '../page-format/preloads-template'
import { isNearViewport } from './hydration-cue'

const partTemplates = (doc: Document) =>
  doc.querySelectorAll<HTMLTemplateElement>(`template[${PART_PRELOADS_ATTRIBUTE}]`)

/** The slots of `module` (`remote/Module`) in the page. */
const slotsOf = (doc: Document, module: string) =>
  [...doc.querySelectorAll('[data-slot]')].filter((slot) => slot.getAttribute('data-slot') === module)

/** The templates of the parts near the viewport now, a layout module's excepted (it waits to be wanted). */
export function nearPartTemplates(doc: Document): HTMLTemplateElement[] {
  const view = doc.defaultView
  if (!view) return []
  return [...partTemplates(doc)].filter(
    (template) =>
      !template.hasAttribute(WHEN_WANTED_ATTRIBUTE) &&
      slotsOf(doc, template.getAttribute(PART_PRELOADS_ATTRIBUTE)!).some((slot) =>
        isNearViewport(slot, view),
      ),
  )
}

/** The files of `module`'s parts (`remote/Module`), now that one is wanted, and of the parts near by then. */
export function requestPartPreloads(module: string, doc: Document = document): void {
  requestTemplateLinks(doc, (doc) => [
    ...[...partTemplates(doc)].filter(
      (template) => template.getAttribute(PART_PRELOADS_ATTRIBUTE) === module,
    ),
    ...nearPartTemplates(doc),
  ])
}
