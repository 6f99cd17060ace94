// The lazily loaded half of the live playground (see launcher.ts): turns a live code block into a
// textarea editor with 运行 and 重置 and a result panel. The code runs in a worker (runner-worker.ts, with
// cheerio bundled), never in the page: the page's Content-Security-Policy forbids evaluating strings.
import { PLAYGROUND_RUN_TIMEOUT_MS, SPINNER_DELAY_MS } from '../../theme/lib/constants.ts';
import type { strings } from '../../theme/lib/strings.ts';
import { ExampleRunner } from './example-runner.ts';

/** The playground's UI strings, handed over by the launcher so they are not bundled twice. */
export type PlaygroundText = typeof strings.playground;

const INDENT = '  ';

function createEditor(code: string, label: string): HTMLTextAreaElement {
  const editor = document.createElement('textarea');
  editor.className = 'playground-editor';
  editor.value = code;
  editor.spellcheck = false;
  editor.setAttribute('autocapitalize', 'off');
  editor.setAttribute('autocomplete', 'off');
  editor.setAttribute('aria-label', label);
  const fit = () => (editor.rows = Math.max(3, editor.value.split('\n').length));
  fit();
  editor.addEventListener('input', fit);
  // Tab indents; Escape then Tab leaves the editor, so keyboard users are never trapped in it.
  let released = false;
  editor.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') released = true;
    else if (event.key === 'Tab' && !released && !event.shiftKey) {
      event.preventDefault();
      editor.setRangeText(INDENT, editor.selectionStart, editor.selectionEnd, 'end');
      fit();
    } else released = false;
  });
  return editor;
}

function showResult(output: HTMLElement, lines: string[], error: string | undefined, text: PlaygroundText): void {
  const log = document.createElement('pre');
  log.className = 'playground-log';
  log.textContent = lines.length > 0 || error !== undefined ? lines.join('\n') : text.noOutput;
  const children: HTMLElement[] = lines.length > 0 || error === undefined ? [log] : [];
  if (error !== undefined) {
    const alert = document.createElement('p');
    alert.className = 'playground-error';
    alert.setAttribute('role', 'alert');
    alert.textContent = error;
    children.push(alert);
  }
  output.replaceChildren(...children);
  output.hidden = false;
}

/** Turns the live code `block` into an editable, runnable playground; runs it at once when `options.run`. */
export function mountPlayground(block: Element, text: PlaygroundText, options: { run: boolean; runnerUrl: string }): void {
  const pre = block.querySelector('pre');
  const bar = block.querySelector('.playground-bar');
  const runButton = bar?.querySelector<HTMLButtonElement>('.playground-run');
  if (!pre || !bar || !runButton || block.hasAttribute('data-playground')) return;
  const original = (pre.querySelector('code') ?? pre).textContent ?? '';
  const editor = createEditor(original, text.editorLabel);
  const output = document.createElement('div');
  output.className = 'playground-output';
  output.setAttribute('role', 'region');
  output.setAttribute('aria-label', text.outputLabel);
  output.hidden = true;

  const reset = document.createElement('button');
  reset.type = 'button';
  reset.className = 'playground-reset';
  reset.textContent = text.reset;
  reset.addEventListener('click', () => {
    editor.value = original;
    editor.dispatchEvent(new Event('input'));
    output.hidden = true;
    output.replaceChildren();
  });
  const runner = new ExampleRunner(options.runnerUrl, {
    unsupportedImport: text.unsupportedImport('{source}'),
    timedOut: text.timedOut(PLAYGROUND_RUN_TIMEOUT_MS / 1000),
    loadFailed: text.runnerFailed,
  });
  const status = bar.querySelector('.playground-status');
  const run = async () => {
    // Like the chunk's spinner: only a run that takes a noticeable time says so.
    const busy = window.setTimeout(() => status?.replaceChildren(text.running), SPINNER_DELAY_MS);
    const result = await runner.run(editor.value);
    window.clearTimeout(busy);
    if (!result) return; // Superseded by a newer run, which owns the status now.
    status?.replaceChildren();
    showResult(output, result.lines, result.error, text);
  };
  runButton.addEventListener('click', () => void run());

  block.setAttribute('data-playground', '');
  pre.replaceWith(editor);
  bar.querySelector('.playground-edit')?.replaceWith(reset);
  bar.after(output);
  if (options.run) void run();
  else {
    runner.warmUp();
    editor.focus();
  }
}
