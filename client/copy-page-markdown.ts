// The "复制本页 Markdown" button of docs pages and blog posts: fetches the page's Markdown twin (its URL is on
// the button) and copies it, confirming like a code block's copy button.
import { confirmCopy, copyText } from './clipboard.ts';

async function copyPageMarkdown(button: HTMLElement): Promise<void> {
  const status = button.querySelector('.page-copy-status');
  const markdown = fetch(button.dataset.markdownHref ?? '').then((response) => {
    if (!response.ok) throw new Error(`${response.status}`);
    return response.text();
  });
  try {
    await copyText(markdown);
    confirmCopy(button, status);
  } catch {
    confirmCopy(button, status, 'failed');
  }
}

/** Installs the delegated click listener for the page's copy-Markdown button on `root`. */
export function installCopyPageMarkdown(root: Document): void {
  root.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>('.page-copy-markdown');
    if (button) void copyPageMarkdown(button);
  });
}
