// The copy and word-wrap buttons of code blocks. The Markdown pipeline renders the buttons; one delegated
// listener here makes every one of them work, including blocks added to the page later.
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

async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    copyWithTextarea(text);
  }
}

const confirmationTimers = new WeakMap<Element, number>();

async function copyCodeBlock(block: Element): Promise<void> {
  // Line numbers are CSS counters, so textContent is exactly the code.
  const code = block.querySelector('pre code') ?? block.querySelector('pre');
  await copyText(code?.textContent ?? '');
  const confirmation = block.querySelector('.code-block-copied');
  if (!confirmation) return;
  confirmation.textContent = firstLoadStrings.copied;
  block.setAttribute('data-copied', 'true');
  window.clearTimeout(confirmationTimers.get(block));
  confirmationTimers.set(block, window.setTimeout(() => {
    confirmation.textContent = '';
    block.removeAttribute('data-copied');
  }, COPIED_CONFIRMATION_MS));
}

function toggleWrap(block: Element, button: Element): void {
  const wrapped = block.getAttribute('data-wrap') !== 'true';
  block.setAttribute('data-wrap', String(wrapped));
  button.setAttribute('aria-pressed', String(wrapped));
}

/** Installs the delegated click listener for code-block buttons on `root`. */
export function installCodeBlockButtons(root: Document): void {
  root.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.('.code-block-copy, .code-block-wrap');
    const block = button?.closest('.code-block');
    if (!button || !block) return;
    if (button.classList.contains('code-block-copy')) void copyCodeBlock(block);
    else toggleWrap(block, button);
  });
}
