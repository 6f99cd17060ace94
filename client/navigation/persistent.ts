// Elements the client adds to <body> that must outlive route changes (the progress bar, the live region).

/** Attribute marking a direct child of <body> that a route change leaves in place. */
export const PERSISTENT_ATTRIBUTE = 'data-navigation-persist';

/** Creates a `<div>` with `className`, marks it persistent and appends it to `doc.body`. */
export function appendPersistentElement(doc: Document, className: string): HTMLDivElement {
  const element = doc.createElement('div');
  element.className = className;
  element.setAttribute(PERSISTENT_ATTRIBUTE, '');
  doc.body.append(element);
  return element;
}
