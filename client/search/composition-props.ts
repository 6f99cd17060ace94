// Input handlers that hold a query back while a Chinese input method is still composing it.
import type { ChangeEvent, CompositionEvent, RefObject } from 'react';

/** The `onChange` and composition handlers of a search field; `composing` is true between start and end. */
export function compositionProps(composing: RefObject<boolean>, changeQuery: (text: string) => void) {
  return {
    onChange: (event: ChangeEvent<HTMLInputElement>) => changeQuery(event.target.value),
    onCompositionStart: () => {
      composing.current = true;
    },
    // The finished text arrives with compositionend; the change event before it came while still composing.
    onCompositionEnd: (event: CompositionEvent<HTMLInputElement>) => {
      composing.current = false;
      changeQuery(event.currentTarget.value);
    },
  };
}
