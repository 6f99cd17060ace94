// Queries readers type: Chinese terms, API names and mixed ones. Used by the recall test and the bench.

/** The recall queries. */
export const RECALL_QUERIES = [
  '选择器', '加载', '遍历', 'attr', 'loadBuffer', '提取数据', '文档', '元素', '属性', '父元素',
  '子元素', '兄弟', '过滤', '插入', '删除', '修改', '编码', '字符串', '流式', '插件',
  '配置', '解析', '网址', '类名', '文本', '链接', '片段', 'jQuery', 'Node.js', 'fromURL',
  'decodeStream', 'stringStream', 'extract', 'find', 'parent', 'children', 'text', 'html', 'each', 'xmlMode',
  'CSS 选择器', '使用 load', 'Cheerio 1.0', '正式发布', '新网站', 'Buffer', '伪类', '命名空间', '浏览器', 'TypeScript',
  'cheerio.load', '.attr()', '加载 HTML', 'htmlparser2', 'parse5', '扩展', 'prop', 'addClass', 'append', 'replaceWith',
];
