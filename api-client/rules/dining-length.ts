const ZH_NUMBERS = ['零', '一', '两', '三', '四', '五', '六', '七', '八', '九', '十'];

/**
 * How long a dinner takes, in words, from the restaurant's `dining_minutes`: "2½ hours" /
 * "两个半小时" for 150, "2 hours" / "两小时" for 120, "100 minutes" / "100 分钟" otherwise.
 */
export function diningLengthText(minutes: number, lang: 'en' | 'zh'): string {
  const hours = Math.floor(minutes / 60);
  const half = minutes % 60 === 30;
  if (hours < 1 || hours > 10 || (minutes % 60 !== 0 && !half)) return lang === 'zh' ? `${minutes} 分钟` : `${minutes} minutes`;
  if (lang === 'zh') return `${ZH_NUMBERS[hours]}${half ? '个半' : ''}小时`;
  return `${hours}${half ? '½' : ''} ${hours === 1 && !half ? 'hour' : 'hours'}`;
}
