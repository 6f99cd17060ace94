// One option of the modal's listbox: the link to the hit, plus optional action buttons beside it.
import type { MouseEvent, ReactNode } from 'react';
import type { StoredHit } from './search-history.ts';
import { HitText } from './HitText.tsx';

/** Props of `HitOption`. */
export interface HitOptionProps {
  id: string;
  hit: StoredHit;
  query: string;
  snippetWords: number;
  active: boolean;
  onHover(): void;
  /** Called when the link is followed (click, or Enter through the modal). */
  onOpen(hit: StoredHit, event: MouseEvent<HTMLAnchorElement>): void;
  actions?: ReactNode;
  /** False on the start screen, whose rows hold buttons and so are a plain list, not listbox options. */
  asOption?: boolean;
}

/** Renders the option: the link itself (an option may hold no other control), its buttons beside it. */
export function HitOption({ id, hit, query, snippetWords, active, onHover, onOpen, actions, asOption = true }: HitOptionProps) {
  const optionProps = asOption ? { role: 'option', 'aria-selected': active, tabIndex: -1 } : {};
  return (
    <div className="search-hit" data-active={active || undefined} onMouseMove={active ? undefined : onHover}>
      <a id={id} {...optionProps} className="search-hit-link" href={hit.url} onClick={(event) => onOpen(hit, event)}>
        <HitText hit={hit} query={query} snippetWords={snippetWords} />
      </a>
      {actions && <span className="search-hit-actions">{actions}</span>}
    </div>
  );
}
