import type { reportsEn } from './reports-en.ts';

/** 报表用语。 */
export const reportsZh: { [K in keyof typeof reportsEn]: string } = {
  heading: '报表',
  from: '开始日期',
  to: '结束日期',
  csv: '下载预订（CSV）',
  evening: '日期',
  total: '合计',
  parties: '桌数',
  covers: '人数',
  walk_ins: '散客',
  no_shows: '未到店',
  no_show_guests: '{{count}}（{{guests}} 人）',
  cancellations: '已取消',
  taken: '已收订金',
  refunded: '已退款',
  kept: '留存',
  none: '这些日期没有预订。',
  caption: '{{from}} 至 {{to}} 的数据',
  evenings: '按日',
  weeks: '按周（周一至周日）',
  week: '{{year}} 年第 {{week}} 周（{{from}} 至 {{to}}）',
  months: '按月',
  month: '{{year}} 年 {{month}} 月',
};
