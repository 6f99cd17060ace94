// The search UI's part of the Chinese string table (strings.ts, as `strings.search`). A file of its own because
// esbuild bundles a module whole: the search chunks, which /search loads with React, carry these and not the
// whole table with the API reference's texts.
import { firstLoadStrings } from './first-load-strings.ts';

/** The search modal's and the /search page's strings. */
export const searchStrings = {
  placeholder: '搜索文档',
  dialogLabel: '搜索',
  inputLabel: '搜索文档',
  clear: '清除',
  cancel: '取消',
  loadFailed: firstLoadStrings.searchLoadFailed,
  recent: '最近搜索',
  favourites: '收藏',
  noRecent: '没有最近的搜索记录',
  saveFavourite: '收藏此搜索',
  removeRecent: '从最近搜索中移除',
  removeFavourite: '从收藏中移除',
  errorTitle: '无法获取结果',
  errorHelp: '请检查网络连接。',
  noResults: (query: string) => `没有找到与「${query}」相关的结果`,
  trySearching: '试试搜索',
  reportMissing: '认为这个查询应该有结果？',
  letUsKnow: '告诉我们。',
  missingResultsIssueTitle: (query: string) => `搜索“${query}”没有结果`,
  seeAll: (count: number) => `查看全部 ${count} 个结果`,
  resultsLabel: '搜索结果',
  pageTitle: '搜索',
  pageDescription: '在教程、API 参考和博客中搜索。',
  pageTitleFor: (query: string) => `「${query}」的搜索结果`,
  documentsFound: (count: number) => `找到 ${count} 份文件`,
  loadMore: '加载更多',
  keyboardHint: '↑↓ 选择 · ↵ 打开 · Esc 关闭',
  versionFilterLabel: '文档版本',
  maintainedVersions: '所有维护中的版本',
  unmaintainedVersion: (label: string) => `${label}（已不再维护）`,
} as const;
