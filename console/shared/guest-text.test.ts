import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createConsoleI18n } from '../i18n/console-i18n.ts';
import { GuestText } from './guest-text.tsx';

const shown = (text: string, lang: 'en' | 'zh' = 'en') =>
  renderToStaticMarkup(createElement(I18nextProvider, { i18n: createConsoleI18n(lang) }, createElement(GuestText, { text })));

describe('what a guest wrote, in the console', () => {
  it('is isolated, and a character that would turn it around is shown marked instead of obeyed', () => {
    const html = shown('please move \u202Eto 9pm');
    expect(html).toMatch(/^<bdi dir="auto" class="guest-text">please move <mark class="unseen-character" title="[^"]+">U\+202E<\/mark>to 9pm<\/bdi>$/);
    expect(html).not.toContain('\u202E');
  });

  it('marks invisible characters too, with the reason in the console language', () => {
    const html = shown('\u3164\u2060\uFEFF', 'zh');
    expect(html.match(/U\+(3164|2060|FEFF)/g)).toEqual(['U+3164', 'U+2060', 'U+FEFF']);
    expect(html).toContain('title="客人输入的隐藏字符');
    expect(shown('张三 🙂 No nuts')).toBe('<bdi dir="auto" class="guest-text">张三 🙂 No nuts</bdi>');
  });
});
