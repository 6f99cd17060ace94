// rehype-install-tabs: turns a ```bash npm2yarn fence into tabs for npm, yarn, pnpm and bun, each
// panel holding the command for that package manager. Runs before rehype-code-blocks, so every panel's
// <pre><code> is highlighted and cached like any other fence.
//
// Without JavaScript the stylesheet hides the tab list and shows every panel under its manager's name
// (`@media (scripting: none)`); client/install-tabs.ts makes the tabs work and remembers the choice.
import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { SKIP, visit } from '../visit-parents.ts';
import { strings } from '../../theme/lib/strings.ts';

/** The package managers, in tab order; npm (the command as written) is selected by default. */
export const PACKAGE_MANAGERS = ['npm', 'yarn', 'pnpm', 'bun'] as const;
/** One of the package managers the tabs offer. */
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

const NPM2YARN = /(?:^|\s)npm2yarn(?:\s|$)/;
const SHELL_LANGUAGES = new Set(['language-bash', 'language-sh', 'language-shell', 'language-zsh']);

// `npm <command> <args>` → the same for another manager. Flags that mean "dev dependency" or
// "global" are normalised; anything else passes through as written.
const converters: Record<string, (manager: PackageManager, args: string[]) => string | undefined> = {
  install: convertInstall,
  i: convertInstall,
  add: convertInstall,
  uninstall: (manager, args) => `${manager} remove${join(args)}`,
  remove: (manager, args) => `${manager} remove${join(args)}`,
  rm: (manager, args) => `${manager} remove${join(args)}`,
  run: (manager, args) => `${manager} run${join(args)}`,
};

function join(args: string[]): string {
  return args.map((arg) => ` ${arg}`).join('');
}

function convertInstall(manager: PackageManager, args: string[]): string {
  const dev = args.some((arg) => arg === '-D' || arg === '--save-dev');
  const global = args.some((arg) => arg === '-g' || arg === '--global');
  const rest = args.filter((arg) => !['-D', '--save-dev', '-g', '--global', '-S', '--save'].includes(arg));
  const packages = rest.filter((arg) => !arg.startsWith('-'));
  if (packages.length === 0 && !global) return `${manager} install${join(rest)}`;
  // Yarn 1 puts global installs under their own command; the others take a flag.
  if (manager === 'yarn' && global) return `yarn global add${join(rest)}`;
  return `${manager} add${dev ? ' -D' : ''}${global ? ' -g' : ''}${join(rest)}`;
}

/** Returns `line` rewritten for `manager`; lines that are not an npm command we know stay as they are. */
export function convertNpmCommand(line: string, manager: PackageManager): string {
  const match = /^(\s*)npm\s+(\S+)(.*)$/.exec(line);
  if (manager === 'npm' || match === null) return line;
  const [, indent = '', command = '', rest = ''] = match;
  const comment = rest.indexOf(' #');
  const args = (comment === -1 ? rest : rest.slice(0, comment)).trim().split(/\s+/).filter(Boolean);
  const converted = converters[command]?.(manager, args);
  return converted === undefined ? line : indent + converted + (comment === -1 ? '' : rest.slice(comment));
}

function element(tagName: string, properties: Element['properties'], children: ElementContent[] = []): Element {
  return { type: 'element', tagName, properties, children };
}

function installTabs(code: Element, groupId: string): Element {
  // mdast-util-to-hast ends every block with a newline that is not part of the code.
  const lines = toString(code).replace(/\n$/, '').split('\n');
  const tabs = PACKAGE_MANAGERS.map((manager, index) => element('button', {
    type: 'button',
    role: 'tab',
    id: `${groupId}-${manager}`,
    className: ['install-tabs-tab'],
    dataManager: manager,
    ariaSelected: String(index === 0),
    ariaControls: [`${groupId}-${manager}-panel`],
    tabIndex: index === 0 ? 0 : -1,
  }, [{ type: 'text', value: manager }]));
  const panels = PACKAGE_MANAGERS.map((manager, index) => {
    const command = lines.map((line) => convertNpmCommand(line, manager)).join('\n');
    // A fresh fence with empty meta, so rehype-code-blocks highlights it as plain bash.
    const fence = element('pre', {}, [element('code', { className: ['language-bash'], dataMeta: '' }, [{ type: 'text', value: `${command}\n` }])]);
    return element('div', {
      role: 'tabpanel',
      id: `${groupId}-${manager}-panel`,
      className: ['install-tabs-panel'],
      dataManager: manager,
      ariaLabelledBy: [`${groupId}-${manager}`],
      hidden: index !== 0,
    }, [element('div', { className: ['install-tabs-label'] }, [{ type: 'text', value: manager }]), fence]);
  });
  const list = element('div', { role: 'tablist', className: ['install-tabs-list'], ariaLabel: strings.installTabsLabel }, tabs);
  return element('div', { className: ['install-tabs'] }, [list, ...panels]);
}

function isNpm2YarnFence(node: Element): Element | undefined {
  if (node.tagName !== 'pre') return undefined;
  const code = node.children.find((child): child is Element => child.type === 'element');
  if (code?.tagName !== 'code' || !NPM2YARN.test(String(code.properties.dataMeta ?? ''))) return undefined;
  const classes = Array.isArray(code.properties.className) ? code.properties.className.map(String) : [];
  return classes.some((name) => SHELL_LANGUAGES.has(name)) ? code : undefined;
}

/** Replaces each ```bash npm2yarn fence with a tab group of the same commands for npm, yarn, pnpm and bun. */
export function rehypeInstallTabs() {
  return (tree: Root) => {
    let groups = 0;
    visit(tree, 'element', (node, index, parent) => {
      const code = isNpm2YarnFence(node);
      if (code === undefined || parent === undefined || index === undefined) return;
      groups += 1;
      parent.children[index] = installTabs(code, `install-tabs-${groups}`);
      return [SKIP, index + 1];
    });
  };
}
