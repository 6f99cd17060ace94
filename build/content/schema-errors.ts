// Every problem of a YAML file (a config, a data file, a page's front matter) as BuildErrors: each at its own
// file:line:column, with its key path and a Chinese message, so one build lists them all. YAML's own messages are
// English and repeat a position; they are replaced by a Chinese sentence per error code, and zod's issues are worded
// here (zod's Chinese locale words the rare codes not listed).
import type { Document, LineCounter, Node as YamlNode, YAMLError } from 'yaml';
import { isMap, isPair, isScalar, isSeq } from 'yaml';
import type * as z from 'zod';
import { zhCN } from 'zod/locales';
import { closest } from '../did-you-mean.ts';
import { BuildError } from '../diagnostics.ts';

/** What a schema issue says, given the key path and the value found there; lets callers word their own. */
export type DescribeIssue = (issue: z.core.$ZodIssue, keyPath: (string | number)[], raw: unknown) => string;

/** Where the YAML text sits in its file: front matter starts on the file's second line. */
export interface YamlPlace {
  file: string;
  lineCounter: LineCounter;
  /** Added to the YAML text's line numbers (1 for front matter). */
  lineOffset?: number;
}

const YAML_ERRORS: Partial<Record<YAMLError['code'], string>> = {
  BAD_INDENT: '缩进不对，或前面的方括号、花括号没有闭合',
  TAB_AS_INDENT: 'YAML 不能用制表符缩进，请改用空格',
  MISSING_CHAR: '缺少配对的符号（引号、] 或 }）',
  DUPLICATE_KEY: '同一个键写了两次',
  UNEXPECTED_TOKEN: '这里出现了 YAML 不认识的内容',
  BLOCK_AS_IMPLICIT_KEY: '键的位置写成了多行内容',
  MULTILINE_IMPLICIT_KEY: '键不能跨行（值里有冒号时请给它加引号）',
  BAD_SCALAR_START: '值不能以这个符号开头（请给值加引号）',
  BLOCK_IN_FLOW: '方括号或花括号里不能写多行块',
  MULTIPLE_DOCS: '只能有一个 YAML 文档（多了一个 ---）',
  BAD_ALIAS: '别名（*名字）写得不对',
  BAD_DQ_ESCAPE: '双引号字符串里的转义写得不对',
  KEY_OVER_1024_CHARS: '键超过 1024 个字符',
  TAG_RESOLVE_FAILED: '无法识别的 YAML 标签（!标签）',
  BAD_COLLECTION_TYPE: '这个 YAML 标签不能用在这种集合上',
};

/** One BuildError per YAML syntax error, at the error's own line and column. */
export function yamlSyntaxErrors(document: Document, { file, lineOffset = 0 }: Omit<YamlPlace, 'lineCounter'>): BuildError[] {
  return document.errors.map((error) => {
    const position = error.linePos?.[0];
    const where = position ? { line: position.line + lineOffset, column: position.col } : {};
    return new BuildError({ file, ...where }, `YAML 语法错误：${YAML_ERRORS[error.code] ?? `无法解析（${error.code}）`}`);
  });
}

/** One BuildError per schema issue (one per unknown key), at the key or value it is about. */
export function schemaIssueErrors(
  issues: readonly z.core.$ZodIssue[],
  document: Document,
  place: YamlPlace,
  { schema, describe = describeIssue }: { schema?: z.ZodType; describe?: DescribeIssue } = {},
): BuildError[] {
  const errors = issues.flatMap((issue) => {
    const keyPath = issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part));
    if (issue.code === 'unrecognized_keys') {
      const known = schema ? knownKeysAt(schema, keyPath) : [];
      return issue.keys.map((key) => {
        const near = closest(key, known);
        return new BuildError(locate(document, place, [...keyPath, key], 'key'), `未知的键 ${key}${near ? `（是不是想写 ${near}？）` : ''}`);
      });
    }
    const raw = valueAt(document, keyPath);
    // A message the schema words itself is told the value found, as ours are.
    const own = issue.code !== 'custom' && issue.message === chineseIssueMessage({ ...issue, input: raw } as z.core.$ZodRawIssue);
    const message = describe(own ? issue : { ...issue, message: `${issue.message}（${shown(raw)}）` }, keyPath, raw);
    return [new BuildError(locate(document, place, keyPath, 'value'), message)];
  });
  // In the file's order, as a maintainer fixes them.
  return errors.sort((a, b) => (a.location.line ?? 0) - (b.location.line ?? 0) || (a.location.column ?? 0) - (b.location.column ?? 0));
}

// The file position of a key path: the key itself, or its value; a missing key points at the map that lacks it.
function locate(document: Document, { file, lineCounter, lineOffset = 0 }: YamlPlace, keyPath: (string | number)[], part: 'key' | 'value') {
  const key = keyPath.join('.') || '(根)';
  for (let length = keyPath.length; length >= 0; length--) {
    const node = nodeAt(document, keyPath.slice(0, length), length === keyPath.length ? part : 'value');
    const offset = node?.range?.[0];
    if (offset === undefined) continue;
    const { line, col } = lineCounter.linePos(offset);
    return { file, line: line + lineOffset, column: col, key };
  }
  return { file, key };
}

function nodeAt(document: Document, keyPath: (string | number)[], part: 'key' | 'value'): YamlNode | undefined {
  let node: unknown = document.contents;
  for (const [index, step] of keyPath.entries()) {
    if (isMap(node)) {
      const pair = node.items.find((item) => isPair(item) && (isScalar(item.key) ? item.key.value : item.key) === step);
      if (!pair) return undefined;
      node = part === 'key' && index === keyPath.length - 1 ? pair.key : pair.value;
    } else if (isSeq(node) && typeof step === 'number') {
      node = node.items[step];
    } else {
      return undefined;
    }
  }
  return node as YamlNode | undefined;
}

function valueAt(document: Document, keyPath: (string | number)[]): unknown {
  const node = document.getIn(keyPath, true) as unknown;
  if (node && typeof node === 'object' && 'toJSON' in node) return (node as { toJSON(): unknown }).toJSON();
  return node;
}

// The keys a strict object accepts at a key path, for "did you mean"; empty where the schema is not an object there.
function knownKeysAt(schema: z.ZodType, keyPath: (string | number)[]): string[] {
  let current: z.core.$ZodType[] = [schema as unknown as z.core.$ZodType];
  for (const step of [...keyPath, undefined]) {
    const objects: z.core.$ZodType[] = [];
    const unwrap = (type: z.core.$ZodType): void => {
      const def = type._zod.def as unknown as Record<string, unknown> & { type: string };
      if (['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'].includes(def.type)) unwrap(def.innerType as z.core.$ZodType);
      else if (def.type === 'pipe') unwrap(def.in as z.core.$ZodType);
      else if (def.type === 'lazy') unwrap((def.getter as () => z.core.$ZodType)());
      else if (def.type === 'union') for (const option of def.options as z.core.$ZodType[]) unwrap(option);
      else objects.push(type);
    };
    current.forEach(unwrap);
    if (step === undefined) {
      return [...new Set(objects.flatMap((type) => (type._zod.def.type === 'object' ? Object.keys((type._zod.def as unknown as { shape: object }).shape) : [])))];
    }
    current = objects.flatMap((type) => {
      const def = type._zod.def as unknown as Record<string, unknown> & { type: string };
      if (def.type === 'object' && typeof step === 'string') return (def.shape as Record<string, z.core.$ZodType>)[step] ?? [];
      if (def.type === 'array' && typeof step === 'number') return [def.element as z.core.$ZodType];
      if (def.type === 'record' && typeof step === 'string') return [def.valueType as z.core.$ZodType];
      return [];
    });
  }
  return [];
}

const TYPE_NAMES: Record<string, string> = {
  string: '文本', number: '数字', int: '整数', boolean: '布尔值（true 或 false）', array: '列表', object: '映射（键: 值）',
  null: '空值', undefined: '空', date: '日期', bigint: '整数', nan: 'NaN', symbol: 'symbol', function: '函数', map: '映射', record: '映射（键: 值）',
};

// How a value found in the file is named in a message.
function shown(raw: unknown): string {
  return raw === undefined ? '缺少这个键' : `写的是 ${JSON.stringify(raw)}`;
}

const zodChinese = zhCN().localeError;

/**
 * zod's error map for our files: a Chinese sentence per issue code, with the value found in the file (zod's Chinese
 * locale for the rare codes not worded here). A message a schema sets itself takes precedence over it.
 */
export function chineseIssueMessage(issue: z.core.$ZodRawIssue): string {
  const raw = issue.input;
  switch (issue.code) {
    case 'invalid_type': {
      const expected = TYPE_NAMES[issue.expected] ?? issue.expected;
      return raw === undefined ? `缺少必填的键（应为${expected}）` : `应为${expected}，${shown(raw)}`;
    }
    case 'invalid_value':
      return issue.values.length === 1 ? `只能是 ${JSON.stringify(issue.values[0])}，${shown(raw)}` : `应为 ${issue.values.map((value) => JSON.stringify(value)).join('、')} 之一，${shown(raw)}`;
    case 'too_small':
      return `${issue.origin === 'string' ? `至少要有 ${issue.minimum} 个字符` : issue.origin === 'array' ? `至少要有 ${issue.minimum} 项` : `不能小于 ${issue.minimum}`}，${shown(raw)}`;
    case 'too_big':
      return `${issue.origin === 'string' ? `最多 ${issue.maximum} 个字符` : issue.origin === 'array' ? `最多 ${issue.maximum} 项` : `不能大于 ${issue.maximum}`}，${shown(raw)}`;
    case 'invalid_format':
      return `格式不对（应为 ${issue.format}），${shown(raw)}`;
    case 'invalid_union':
      return `不符合任何一种允许的写法，${shown(raw)}`;
    default: {
      const message = zodChinese(issue as never);
      return `${typeof message === 'string' ? message : (message?.message ?? '值不对')}（${shown(raw)}）`;
    }
  }
}

/** Validates data against a schema with the Chinese messages of `chineseIssueMessage`. */
export function safeParseInChinese<S extends z.ZodType>(schema: S, data: unknown): z.ZodSafeParseResult<z.output<S>> {
  return schema.safeParse(data, { error: chineseIssueMessage });
}

/** The default wording: the issue's own message (Chinese from `safeParseInChinese`, or the schema's). */
export function describeIssue(issue: z.core.$ZodIssue): string {
  return issue.message;
}
