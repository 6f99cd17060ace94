// The `cheerio-site` commands, the options each one takes, their help texts and the parsing of a command line
// into one of them. Every message is Chinese and names the option or command it is about; parseArgs only splits
// the tokens, because its own errors are English and do not know which command an option belongs to.
import { parseArgs } from 'node:util';
import { closest } from './did-you-mean.ts';

/** One option: its value's name (absent for a switch) and what it does. */
interface OptionSpec {
  value?: string;
  help: string;
}

const OPTIONS = {
  out: { value: '<目录>', help: '输出目录（默认 dist）' },
  dir: { value: '<目录>', help: '要预览的目录（默认 dist）' },
  'base-url': { value: '<路径>', help: '覆盖配置中的 baseUrl，例如 /cheerio/' },
  url: { value: '<地址>', help: '覆盖配置中的 url（本站自己的地址，用于 canonical、站点地图和订阅），例如 https://example.github.io' },
  strict: { help: '把所有警告（失效链接与锚点、重复路由、失效重定向、未知代码语言等）和不到 100% 的 API 翻译覆盖率当作错误' },
  'api-coverage': { help: '打印 API 翻译覆盖率的完整表格（默认只在覆盖率不到 100% 时打印）' },
  config: { value: '<文件>', help: '站点配置文件（默认 content/site.config.yaml）' },
  site: { value: '<目录>', help: '站点目录，内含 content/ 与 static/（默认项目根目录）' },
  'stats-file': { value: '<文件>', help: '把构建统计（路由及其数量、警告、各步骤耗时、编译工作线程数、内存峰值、CPU 时间）写成 JSON' },
  port: { value: '<端口>', help: '端口（默认 3000；被占用时依次改用下一个空闲端口）' },
  host: { value: '<地址>', help: '监听地址（默认 127.0.0.1）' },
  quiet: { help: '只打印警告和错误' },
  help: { help: '显示本帮助' },
} satisfies Record<string, OptionSpec>;

/** An option's long name. */
export type OptionName = keyof typeof OPTIONS;

/** One command: what it does, its positional argument if any, and the options it takes. */
interface CommandSpec {
  summary: string;
  positional?: string;
  options: OptionName[];
}

/** Every command, in the order the help lists them. */
export const COMMANDS = {
  build: { summary: '构建生产站点到 dist/（npm run build）', options: ['out', 'base-url', 'url', 'strict', 'config', 'site', 'stats-file', 'api-coverage', 'quiet', 'help'] },
  dev: { summary: '构建、启动开发服务器并监听文件变化，自动刷新浏览器（npm start）', options: ['port', 'host', 'base-url', 'config', 'site', 'quiet', 'help'] },
  preview: { summary: '按静态托管的方式预览已构建的目录，不重新构建（npm run preview）', options: ['dir', 'port', 'host', 'base-url', 'config', 'site', 'quiet', 'help'] },
  'docs:version': { summary: '把当前文档复制为 content/versions/<版本名>/ 快照，并加入站点配置（npm run docs:version -- 1.x）', positional: '<版本名>', options: ['config', 'site', 'quiet', 'help'] },
  help: { summary: '显示帮助；help <命令> 显示该命令的选项', positional: '[命令]', options: [] },
} satisfies Record<string, CommandSpec>;

/** A command's name. */
export type CommandName = keyof typeof COMMANDS;

/** What a command line asks for. */
export type ParsedCommandLine =
  | { kind: 'version' }
  | { kind: 'help'; command?: CommandName }
  | { kind: 'run'; command: Exclude<CommandName, 'help'>; values: Partial<Record<OptionName, string | boolean>>; positional?: string }
  /** A mistake in the command line: one Chinese line, and a hint where to look. */
  | { kind: 'error'; message: string; hint: string };

const isCommand = (name: string): name is CommandName => Object.hasOwn(COMMANDS, name);
const helpHint = (command?: CommandName) => `运行 cheerio-site ${command && command !== 'help' ? `${command} --help` : '--help'} 查看用法`;

/** Reads `argv` (without node and the script) into a command, a help or version request, or a mistake to report. */
export function parseCommandLine(argv: readonly string[]): ParsedCommandLine {
  const [first, ...rest] = argv;
  if (first === undefined || first === '-h' || first === '--help') return { kind: 'help' };
  if (first === '-v' || first === '--version') return { kind: 'version' };
  if (first.startsWith('-')) return { kind: 'error', message: `选项 ${first} 要写在命令之后，例如 cheerio-site build ${first}`, hint: helpHint() };
  if (!isCommand(first)) {
    const near = closest(first, Object.keys(COMMANDS));
    return { kind: 'error', message: `未知命令 ${first}${near ? `（是不是想用 ${near}？）` : ''}`, hint: helpHint() };
  }
  if (first === 'help') {
    const [topic, extra] = rest;
    if (topic === undefined) return { kind: 'help' };
    if (!isCommand(topic) || extra !== undefined) return { kind: 'error', message: `help 后面只能跟一个命令名，收到 ${rest.join(' ')}`, hint: helpHint() };
    return { kind: 'help', command: topic };
  }
  return parseCommandOptions(first, rest);
}

function parseCommandOptions(command: Exclude<CommandName, 'help'>, args: readonly string[]): ParsedCommandLine {
  const spec: CommandSpec = COMMANDS[command];
  const error = (message: string): ParsedCommandLine => ({ kind: 'error', message, hint: helpHint(command) });
  const { tokens } = parseArgs({
    args: [...args],
    options: Object.fromEntries(Object.entries(OPTIONS).map(([name, option]) => [name, { type: 'value' in option ? 'string' : 'boolean', ...(name === 'help' ? { short: 'h' } : {}) }])),
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  const values: Partial<Record<OptionName, string | boolean>> = {};
  const positionals: string[] = [];
  for (const token of tokens) {
    if (token.kind === 'positional') positionals.push(token.value);
    if (token.kind !== 'option') continue;
    const name = token.name as OptionName;
    const known: OptionSpec | undefined = Object.hasOwn(OPTIONS, name) ? OPTIONS[name] : undefined;
    if (!known) {
      const near = closest(token.name, spec.options);
      return error(`${command} 没有选项 ${token.rawName}${near ? `（是不是想用 --${near}？）` : ''}`);
    }
    if (!spec.options.includes(name)) {
      const owners = Object.entries(COMMANDS).filter(([, other]) => (other.options as OptionName[]).includes(name)).map(([owner]) => owner);
      return error(`${command} 不接受选项 --${name}（它属于 ${owners.join('、')}）`);
    }
    if (known.value && (token.value === undefined || token.value.startsWith('-') && !token.inlineValue)) {
      return error(`选项 --${name} 需要一个值 ${known.value}`);
    }
    if (!known.value && token.inlineValue) return error(`选项 --${name} 是开关，不接受值（收到 ${token.rawName}=${token.value}）`);
    if (name in values) return error(`选项 --${name} 给了不止一次`);
    values[name] = known.value ? token.value! : true;
  }
  if (values.help) return { kind: 'help', command };
  if (!spec.positional && positionals.length > 0) return error(`${command} 不接受参数 ${positionals.join(' ')}`);
  if (spec.positional && positionals.length !== 1) return error(`${command} 需要一个参数 ${spec.positional}${positionals.length ? `，收到 ${positionals.length} 个` : ''}`);
  return { kind: 'run', command, values, ...(positionals[0] !== undefined ? { positional: positionals[0] } : {}) };
}

// Terminal columns of a string: CJK characters take two.
function width(text: string): number {
  let columns = 0;
  for (const character of text) columns += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u.test(character) ? 2 : 1;
  return columns;
}

function optionLines(names: readonly OptionName[]): string[] {
  const labels = names.map((name) => {
    const option: OptionSpec = OPTIONS[name];
    return `${name === 'help' ? '-h, ' : ''}--${name}${option.value ? ` ${option.value}` : ''}`;
  });
  const column = Math.max(...labels.map(width)) + 2;
  return labels.map((label, index) => `  ${label}${' '.repeat(column - width(label))}${OPTIONS[names[index]!].help}`);
}

/** The tool's help: every command with its summary. */
export function toolHelp(): string {
  const names = Object.keys(COMMANDS) as CommandName[];
  const labels = names.map((name) => `${name}${(COMMANDS[name] as CommandSpec).positional ? ` ${(COMMANDS[name] as CommandSpec).positional}` : ''}`);
  const column = Math.max(...labels.map(width)) + 2;
  return [
    '用法：cheerio-site <命令> [选项]',
    '',
    '命令：',
    ...labels.map((label, index) => `  ${label}${' '.repeat(column - width(label))}${COMMANDS[names[index]!].summary}`),
    '',
    '通用选项：',
    '  -h, --help     显示帮助（写在命令之后显示该命令的选项）',
    '  -v, --version  显示版本号',
    '',
    '各命令的选项：cheerio-site <命令> --help',
  ].join('\n');
}

/** One command's help: its usage line, what it does and its options. */
export function commandHelp(command: CommandName): string {
  if (command === 'help') return toolHelp();
  const spec: CommandSpec = COMMANDS[command];
  return [
    `用法：cheerio-site ${command}${spec.positional ? ` ${spec.positional}` : ''} [选项]`,
    '',
    spec.summary,
    '',
    '选项：',
    ...optionLines(spec.options),
  ].join('\n');
}

/** Which commands take each option, for the README's table of flags (a test compares them). */
export function optionsByCommand(): Map<OptionName, CommandName[]> {
  const owners = new Map<OptionName, CommandName[]>();
  for (const [command, spec] of Object.entries(COMMANDS) as [CommandName, CommandSpec][]) {
    for (const name of spec.options) owners.set(name, [...(owners.get(name) ?? []), command]);
  }
  return owners;
}
