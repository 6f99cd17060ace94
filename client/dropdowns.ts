// Navbar dropdowns are <details> and open by click or keyboard without JavaScript. This adds what readers
// expect of a menu: it closes on a click elsewhere, on Escape (focus back on its summary), after an entry
// is chosen and when focus leaves it; the arrow keys move between its entries.
import { targetElement } from './event-target.ts';

const DROPDOWN = 'details[data-navbar-dropdown]';
const ENTRY = '.navbar-dropdown-menu a[href]';

function closeOpenDropdowns(except: Element | null): void {
  for (const dropdown of document.querySelectorAll<HTMLDetailsElement>(`${DROPDOWN}[open]`)) {
    if (dropdown !== except) dropdown.open = false;
  }
}

function onClick(event: MouseEvent): void {
  const target = targetElement(event);
  const dropdown = target?.closest<HTMLDetailsElement>(DROPDOWN) ?? null;
  closeOpenDropdowns(dropdown);
  if (dropdown && target?.closest('.navbar-dropdown-link')) dropdown.open = false;
}

function moveFocus(dropdown: HTMLDetailsElement, step: 1 | -1): void {
  const entries = [...dropdown.querySelectorAll<HTMLElement>(ENTRY)];
  if (entries.length === 0) return;
  dropdown.open = true;
  const index = entries.indexOf(document.activeElement as HTMLElement);
  // From the summary (index -1) Down goes to the first entry and Up to the last; both wrap around.
  const next = index === -1 ? (step === 1 ? 0 : entries.length - 1) : (index + step + entries.length) % entries.length;
  entries[next]?.focus();
}

function onKeydown(event: KeyboardEvent): void {
  const dropdown = targetElement(event)?.closest<HTMLDetailsElement>(DROPDOWN);
  if (!dropdown) return;
  if (event.key === 'Escape' && dropdown.open) {
    dropdown.open = false;
    dropdown.querySelector('summary')?.focus();
  } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    moveFocus(dropdown, event.key === 'ArrowDown' ? 1 : -1);
  } else {
    return;
  }
  event.preventDefault();
}

// Tabbing past the last entry leaves the menu: close it rather than leave it floating over the page.
function onFocusout(event: FocusEvent): void {
  const dropdown = targetElement(event)?.closest<HTMLDetailsElement>(`${DROPDOWN}[open]`);
  if (dropdown && event.relatedTarget instanceof Node && !dropdown.contains(event.relatedTarget)) dropdown.open = false;
}

/** Installs the delegated click, keyboard and focus listeners of every navbar dropdown on `root`. */
export function installDropdowns(root: Document): void {
  root.addEventListener('click', onClick);
  root.addEventListener('keydown', onKeydown);
  root.addEventListener('focusout', onFocusout);
}
