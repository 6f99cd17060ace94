// Copying text and confirming it, shared by the code-block copy buttons and the page's "copy Markdown" button.
import { firstLoadStrings } from '../theme/lib/first-load-strings.ts';

/** How long the 复制成功 confirmation stays visible. */
const COPIED_CONFIRMATION_MS = 2000;

// execCommand is deprecated but is the only way to copy on plain http or when the Clipboard API is denied.
function copyWithTextarea(text: string): void {
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.style.position = 'fixed';
  textarea.style.opacity = '0';
  document.body.append(textarea);
  textarea.select();
  document.execCommand('copy');
  textarea.remove();
}

/** Copies `text` to the clipboard, falling back to a hidden textarea where the Clipboard API is unavailable. */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    copyWithTextarea(text);
  }
}

const confirmationTimers = new WeakMap<Element, number>();

/** Shows `message` (复制成功 by default) in `status` and marks `holder` with data-copied, for about two seconds. */
export function confirmCopy(holder: Element, status: Element | null, message: string = firstLoadStrings.copied): void {
  if (!status) return;
  status.textContent = message;
  holder.setAttribute('data-copied', 'true');
  window.clearTimeout(confirmationTimers.get(holder));
  confirmationTimers.set(holder, window.setTimeout(() => {
    status.textContent = '';
    holder.removeAttribute('data-copied');
  }, COPIED_CONFIRMATION_MS));
}
