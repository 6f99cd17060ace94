// The part of the Chinese string table (strings.ts) that code in the first-load browser bundle shows.
// A file of its own because esbuild bundles a module whole: were these in strings.ts, every page would
// download the whole table. Everything else imports `strings`, which spreads these in.

/** The strings first-load browser code shows; `strings` includes every one of them. */
export const firstLoadStrings = {
  copied: '复制成功',
  copyFailed: '复制失败，请重试',
  retry: '重试',
  crashTitle: '页面已崩溃。',
  colorModeLight: '浅色模式',
  colorModeDark: '深色模式',
  colorModeTitle: (mode: string) => `切换浅色/深色模式（当前为${mode}）`,
  searchLoadFailed: '搜索加载失败，请检查网络后重试。',
  playground: {
    run: '运行',
    edit: '编辑',
    reset: '重置',
    loading: '正在加载编辑器…',
    loadFailed: '编辑器加载失败，请检查网络后重试。',
    retry: '重试',
    editorLabel: '示例代码（可编辑；按 Tab 缩进，先按 Esc 再按 Tab 可离开编辑框）',
    outputLabel: '运行结果',
    noOutput: '（没有输出）',
    unsupportedImport: (source: string) => `演练场只能导入 cheerio，不能导入 “${source}”。`,
    running: '正在运行…',
    timedOut: (seconds: number) => `运行超过 ${seconds} 秒，已停止。请检查代码里是否有死循环。`,
    runnerFailed: '运行环境加载失败，请检查网络后再点一次“运行”。',
  },
} as const;
