// Every Chinese UI string of the API pages, in one table for translators. The API's own texts
// (summaries, parameters, examples) live in content/api/zh-Hans/, not here.
import type { SymbolKind } from './model.ts';

/** Kind names as they prefix an H1 (`类：Cheerio<T>`) and label the sidebar groups. */
export const KIND_TITLES: Readonly<Record<SymbolKind, string>> = {
  class: '类',
  interface: '接口',
  function: '函数',
  variable: '变量',
  'type-alias': '类型别名',
};

/** Sidebar and index order of the kinds. */
export const KIND_ORDER: readonly SymbolKind[] = ['class', 'function', 'interface', 'type-alias', 'variable'];

/** `@category` names → group headings, in page order; anything else lands in Other. */
export const CATEGORY_TITLES: Readonly<Record<string, { title: string; id: string }>> = {
  Loading: { title: '加载', id: 'loading' },
  Attributes: { title: '属性', id: 'attributes' },
  CSS: { title: 'CSS', id: 'css' },
  Forms: { title: '表单', id: 'forms' },
  Manipulation: { title: '操作', id: 'manipulation' },
  Traversing: { title: '遍历', id: 'traversing' },
  Static: { title: '静态方法', id: 'static' },
  Deprecated: { title: '已弃用', id: 'deprecated' },
  Other: { title: '其他', id: 'other' },
};

/** Order of the groups on the index page (as on the original site). */
export const INDEX_GROUP_ORDER = ['Loading', 'Other', 'Static'] as const;

/** Fixed texts of the API pages. */
export const API_TEXT = {
  indexTitle: 'API 参考',
  indexDescription: 'Cheerio 全部公开 API 的参考：加载函数、Cheerio 类的方法、选项接口与类型。',
  indexIntro:
    '本参考根据本站锁定版本的 `cheerio` 包自带的类型声明生成，签名、参数和类型与所装版本完全一致。各方法按用途分组；' +
    '初次使用请先阅读[简介](/docs/intro)。每段说明下方的“原文”可展开查看 cheerio 源码中的英文注释。',
  sidebarLabel: 'API 参考',
  original: '原文',
  untranslated: '（暂无中文说明，以下为英文原文。）',
  typeParameters: '类型参数',
  extends: '继承',
  implements: '实现',
  callSignature: '调用签名',
  indexSignature: '索引签名',
  indexSignatureNote: '可以像数组一样用数字下标直接取出集合中的节点。',
  signature: '签名',
  declaration: '类型声明',
  members: '成员',
  parameters: '参数',
  parameter: '参数',
  type: '类型',
  description: '说明',
  optional: '可选',
  rest: '剩余参数',
  returns: '返回值',
  example: '示例',
  seeAlso: '另请参阅',
  deprecated: '已弃用',
  definedIn: '定义于',
  definedInPackage: (packageName: string) => `定义于 \`${packageName}\` 包`,
  fromStandardLibrary: '来自 TypeScript 标准库的 `Iterable` 接口',
  overload: (index: number, total: number) => `重载 ${index}/${total}`,
  inheritedFrom: '继承自',
  sameAsFunction: '与同名函数相同：',
  defaultValue: '默认值',
  jQueryDocs: (name: string) => `jQuery 文档：\`.${name}()\``,
  siteDocs: '本站教程',
  none: '无',
} as const;
