/**
 * Where a select-like widget opens its option list: the page's body, above every card, so a
 * card's overflow never clips the list (rjsf's own select opened it inside its parent).
 */
export function popupOnBody(): HTMLElement {
  return document.body;
}
