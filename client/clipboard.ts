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

/** Copies `text` to the clipboard, falling back to a hidden textarea where the Clipboard API is unavailable or denied. */
export async function copyText(text: string | Promise<string>): Promise<void> {
  try {
    // Text still being fetched goes to the clipboard as a promise: that keeps the click's user activation
    // (Safari drops it across an await).
    if (typeof text === 'string') await navigator.clipboard.writeText(text);
    else await navigator.clipboard.write([new ClipboardItem({ 'text/plain': text.then((value) => new Blob([value], { type: 'text/plain' })) })]);
  } catch {
    copyWithTextarea(await text);
  }
}

const confirmationTimers = new WeakMap<Element, number>();

/** Shows 复制成功 in `status` and marks `holder` with data-copied (its check icon), or 复制失败 unmarked, for about two seconds. */
export function confirmCopy(holder: Element, status: Element | null, outcome: 'copied' | 'failed' = 'copied'): void {
  if (!status) return;
  status.textContent = outcome === 'copied' ? firstLoadStrings.copied : firstLoadStrings.copyFailed;
  if (outcome === 'copied') holder.setAttribute('data-copied', 'true');
  window.clearTimeout(confirmationTimers.get(holder));
  confirmationTimers.set(holder, window.setTimeout(() => {
    status.textContent = '';
    holder.removeAttribute('data-copied');
  }, COPIED_CONFIRMATION_MS));
}
