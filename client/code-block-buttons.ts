// The copy and word-wrap buttons of code blocks. The Markdown pipeline renders the buttons; one delegated
// listener here makes every one of them work, including blocks added to the page later.
import { confirmCopy, copyText } from './clipboard.ts';

async function copyCodeBlock(block: Element): Promise<void> {
  // Line numbers are CSS counters, so textContent is exactly the code.
  const code = block.querySelector('pre code') ?? block.querySelector('pre');
  await copyText(code?.textContent ?? '');
  confirmCopy(block, block.querySelector('.code-block-copied'));
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
