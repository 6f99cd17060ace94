// Runs a documentation example in the page: its `import … from 'cheerio'` lines become bindings to the
// bundled cheerio, and its console calls are collected instead of printed.

/** What one run printed, one entry per console call, or the error that stopped it. */
export interface ExampleResult {
  lines: string[];
  error?: string;
}

const IMPORT_LINE = /^[ \t]*import\s+([\s\S]+?)\s+from\s+(['"])([^'"]+)\2;?[ \t]*$/gm;
const MODULE_PARAMETER = '__playgroundModule';

// `* as cheerio` → `const cheerio = module;`, `{ load, type X as Y }` → `const { load } = module;`.
function bindingFor(clause: string): string {
  const namespace = /^\*\s+as\s+([\w$]+)$/.exec(clause);
  if (namespace) return `const ${namespace[1]} = ${MODULE_PARAMETER};`;
  const named = /^\{([\s\S]*)\}$/.exec(clause);
  if (named) {
    const names = (named[1] ?? '').split(',').map((name) => name.trim()).filter((name) => name && !name.startsWith('type '));
    return `const { ${names.map((name) => name.replace(/\s+as\s+/, ': ')).join(', ')} } = ${MODULE_PARAMETER};`;
  }
  return `const ${clause} = ${MODULE_PARAMETER};`;
}

function format(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint') return String(value);
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    // Cyclic values (DOM nodes, Cheerio objects) cannot be JSON.
    return String(value);
  }
}

/** Rewrites the example's imports of `moduleName` and runs it as an async function body, collecting its console output. */
export async function runExample(code: string, moduleName: string, module: object, unsupportedImport: (source: string) => string): Promise<ExampleResult> {
  const lines: string[] = [];
  const print = (...values: unknown[]) => void lines.push(values.map(format).join(' '));
  const sandboxConsole = { log: print, info: print, warn: print, error: print, debug: print };
  try {
    const body = code.replace(IMPORT_LINE, (_line, clause: string, _quote: string, source: string) => {
      if (source !== moduleName && source !== `${moduleName}/slim`) throw new Error(unsupportedImport(source));
      return bindingFor(clause.trim());
    });
    // An async function body, so examples may use top-level await.
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (...args: string[]) => (...args: unknown[]) => Promise<unknown>;
    await new AsyncFunction(MODULE_PARAMETER, 'console', body)(module, sandboxConsole);
    return { lines };
  } catch (error) {
    return { lines, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
}
