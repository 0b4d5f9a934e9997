// Focus that follows the work: after an action adds something to the page (a list item, a result), the
// first control in it takes the focus once React has shown it.
const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea, button:not([disabled]), a[href], [tabindex="-1"]';

/** Focuses `element` or the first control inside it. */
export function focusInside(element: Element | null | undefined): boolean {
  if (!(element instanceof HTMLElement)) return false;
  const target = element.matches(FOCUSABLE) ? element : element.querySelector<HTMLElement>(FOCUSABLE);
  target?.focus();
  return target !== null && target !== undefined;
}

/** Once the field or group of a pointer is on the page (within a few frames), its first control takes the focus. */
export function focusWhenShown(pointer: string, tries = 10): void {
  requestAnimationFrame(() => {
    const q = CSS.escape(pointer);
    const el = document.querySelector(`[data-group="${q}"], [data-pointer="${q}"], [data-pointer^="${q}/"]`);
    if (!focusInside(el) && tries > 0) focusWhenShown(pointer, tries - 1);
  });
}

/** Focuses the element with this id once it exists (a heading or a status that a step just showed). */
export function focusIdWhenShown(id: string, tries = 10): void {
  requestAnimationFrame(() => {
    const el = document.getElementById(id);
    if (el) el.focus();
    else if (tries > 0) focusIdWhenShown(id, tries - 1);
  });
}
