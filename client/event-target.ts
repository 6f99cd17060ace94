// The element a delegated listener's event is about.

/** Returns the event's target when it is an element (not the document, the window or a text node). */
export function targetElement(event: Event): Element | null {
  return event.target instanceof Element ? event.target : null;
}
