// The "复制本页 Markdown" button of docs pages and blog posts: fetches the page's Markdown twin (its URL is on
// the button) and copies it, confirming like a code block's copy button.
import { firstLoadStrings } from '../theme/lib/first-load-strings.ts';
import { confirmCopy, copyText } from './clipboard.ts';

async function copyPageMarkdown(button: HTMLElement): Promise<void> {
  const status = button.querySelector('.page-copy-status');
  const markdown = fetch(button.dataset.markdownHref ?? '').then((response) => {
    if (!response.ok) throw new Error(`${response.status}`);
    return response.text();
  });
  try {
    try {
      // Handing the clipboard a promise keeps the click's user activation (Safari drops it across an await).
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': markdown.then((text) => new Blob([text], { type: 'text/plain' })) })]);
    } catch {
      await copyText(await markdown);
    }
    confirmCopy(button, status);
  } catch {
    confirmCopy(button, status, firstLoadStrings.copyFailed);
    button.removeAttribute('data-copied');
  }
}

/** Installs the delegated click listener for the page's copy-Markdown button on `root`. */
export function installCopyPageMarkdown(root: Document): void {
  root.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>('.page-copy-markdown');
    if (button) void copyPageMarkdown(button);
  });
}
