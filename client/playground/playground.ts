// The lazily loaded half of the live playground (see launcher.ts): turns a live code block into a
// textarea editor with 运行 and 重置 and a result panel. Imports nothing the first-load bundle has, so
// esbuild keeps it, cheerio included, in one chunk of its own.
import * as cheerio from 'cheerio';
import type { strings } from '../../theme/lib/strings.ts';
import { runExample } from './run-example.ts';

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
export function mountPlayground(block: Element, text: PlaygroundText, options: { run: boolean }): void {
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
  const run = async () => {
    const result = await runExample(editor.value, 'cheerio', cheerio, text.unsupportedImport);
    showResult(output, result.lines, result.error, text);
  };
  runButton.addEventListener('click', () => void run());

  block.setAttribute('data-playground', '');
  pre.replaceWith(editor);
  bar.querySelector('.playground-edit')?.replaceWith(reset);
  bar.after(output);
  if (options.run) void run();
  else editor.focus();
}
