// The first-load half of the live playground: a 运行 and an 编辑 button under every ```js live code
// block. The first click loads the playground chunk (cheerio included, so it stays out of the first-load
// bundle); a spinner appears only if that takes longer than SPINNER_DELAY_MS, a failure offers 重试.
import { SPINNER_DELAY_MS } from '../../theme/lib/constants.ts';
import { PAGE_META, readPageMeta } from '../../theme/lib/page-meta.ts';
import { firstLoadStrings } from '../../theme/lib/first-load-strings.ts';
import { targetElement } from '../event-target.ts';
import { NAVIGATED_EVENT } from '../navigation/events.ts';

const LIVE_BLOCK = '.code-block[data-meta~="live"]';
const text = firstLoadStrings.playground;

type PlaygroundModule = typeof import('./playground.ts');
let loading: Promise<PlaygroundModule> | undefined;

// A failed import is forgotten so 重试 asks the network again.
function loadPlayground(): Promise<PlaygroundModule> {
  loading ??= import('./playground.ts').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

function button(className: string, label: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = className;
  element.textContent = label;
  return element;
}

function addLaunchButtons(root: Document): void {
  for (const block of root.querySelectorAll(LIVE_BLOCK)) {
    if (block.querySelector('.playground-bar')) continue;
    const bar = document.createElement('div');
    bar.className = 'playground-bar';
    const status = document.createElement('span');
    status.className = 'playground-status';
    status.setAttribute('role', 'status');
    bar.append(button('playground-run', text.run), button('playground-edit', text.edit), status);
    block.append(bar);
  }
}

async function launch(block: Element, run: boolean): Promise<void> {
  const status = block.querySelector('.playground-status');
  if (!status || block.hasAttribute('data-playground-loading')) return;
  block.setAttribute('data-playground-loading', '');
  status.replaceChildren();
  const spinnerTimer = window.setTimeout(() => {
    const spinner = document.createElement('span');
    spinner.className = 'playground-spinner';
    status.replaceChildren(spinner, text.loading);
  }, SPINNER_DELAY_MS);
  try {
    const playground = await loadPlayground();
    status.replaceChildren();
    playground.mountPlayground(block, text, { run, runnerUrl: readPageMeta(document, PAGE_META.playgroundRunner) ?? '' });
  } catch {
    const message = document.createElement('span');
    message.className = 'playground-load-error';
    message.textContent = text.loadFailed;
    status.replaceChildren(message, button('playground-retry', text.retry));
  } finally {
    window.clearTimeout(spinnerTimer);
    block.removeAttribute('data-playground-loading');
  }
}

/** Adds the playground buttons to live code blocks (again after each client navigation) and loads the playground on first use. */
export function installPlaygroundLauncher(root: Document): void {
  addLaunchButtons(root);
  root.addEventListener(NAVIGATED_EVENT, () => addLaunchButtons(root));
  root.addEventListener('click', (event) => {
    const control = targetElement(event)?.closest('.playground-run, .playground-edit, .playground-retry');
    const block = control?.closest(LIVE_BLOCK);
    // Once mounted, the playground's own listeners handle its buttons.
    if (!control || !block || block.hasAttribute('data-playground')) return;
    void launch(block, !control.classList.contains('playground-edit'));
  });
}
