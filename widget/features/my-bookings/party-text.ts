import type { Lang } from '../../i18n/i18n-core.ts';

/** The words of "Invite your party", in the chunk that shows it rather than the language files every page downloads first. */
export const PARTY_TEXT: Record<Lang, { invite: string; hint: string; link: string; qr: string; filled: string; open: string; closed: string; failed: string }> = {
  en: {
    invite: 'Invite your party',
    hint: 'Each of your guests tells the kitchen their allergies and what they cannot eat, on their own phone, in English or Chinese.',
    link: 'Link to share',
    qr: 'QR code of the party link, to scan in WeChat',
    filled: '{{filled}} of {{pax}} have written in.',
    open: 'Open the party’s page',
    closed: 'The party’s page has closed: the kitchen now plans the evening. Please call the restaurant about any allergy.',
    failed: 'The party link could not be made. Please try again.',
  },
  zh: {
    invite: '邀请同行者',
    hint: '每位同行者可在自己的手机上，用中文或英文告诉厨房自己的过敏情况和饮食禁忌。',
    link: '分享链接',
    qr: '同行者链接二维码，可用微信扫描',
    filled: '已有 {{filled}}/{{pax}} 位填写。',
    open: '打开同行者页面',
    closed: '同行者页面已关闭，厨房正在准备当晚的菜单。如有过敏情况，请致电餐厅。',
    failed: '未能生成同行者链接，请重试。',
  },
};
