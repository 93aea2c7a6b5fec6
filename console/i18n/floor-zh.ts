import type { floorEn } from './floor-en.ts';

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

/** 楼面用语：散客、座位号与出菜单。 */
export const floorZh: Strings<typeof floorEn> = {
  walk_in: {
    open: '散客入座',
    heading: '安排散客入座',
    seating: '场次',
    party: '人数',
    first_name: '名（可不填）',
    last_name: '姓（可不填）',
    lang: '客人语言',
    submit: '入座',
    close: '关闭',
    seated: '已入座 {{code}} · 座位 {{seats}}',
    seated_unnumbered: '已入座 {{code}}，请在下方安排座位号。',
    badge: '散客，无订金',
  },
  seats: {
    label: '座位 {{seats}}',
    none: '尚未安排座位号',
    change: '座位',
    change_for: '更改 {{name}} 的座位',
    field: '座位（如 5-6）',
    save: '保存座位',
    cancel: '取消',
  },
  shift_note: {
    heading: '团队备注',
    none: '今晚没有备注。',
    edit: '填写备注',
    field: '今晚的备注',
    save: '保存备注',
  },
  run_sheet: {
    heading: '出菜单',
    evening: '日期',
    print: '打印',
    title: '出菜单 · {{date}}',
    seat: '座位',
    time: '时间',
    name: '姓名',
    party: '人数',
    language: '语言',
    allergies: '过敏与饮食',
    occasion: '场合',
    nobody: '当晚没有预订。',
    lang_en: '英文',
    lang_zh: '中文',
    walk_in: '散客',
    area_whole: '整间包房',
  },
};
