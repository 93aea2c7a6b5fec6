import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, useRef, useState } from 'react';
import { siteStage } from '../support/site-stage.tsx';

/** The site's tokens (site/styles/site.css); the widget's --tb-* follow them on the site, and have their own palette elsewhere. */
const COLOURS: Array<[token: string, use: string]> = [
  ['--paper', 'page'],
  ['--card', 'cards, fields'],
  ['--sunken', 'surfaces, slot pane'],
  ['--ink', 'text'],
  ['--muted', 'secondary text'],
  ['--line', 'dividers (decorative)'],
  ['--line-strong', 'field and control borders'],
  ['--accent', 'links, primary buttons'],
  ['--accent-ink', 'text on accent'],
  ['--brass', 'eyebrow lines'],
  ['--focus', 'focus ring'],
  ['--error', 'errors'],
  ['--success', 'confirmations'],
  ['--band', 'header band'],
];
/** The shared type scale's roles (widget/styles/type.css, docs/design.md): size, family, weight, line height. */
const TYPE: Array<[role: string, size: string, family: string, weight: string, leading: string]> = [
  ['display', '--type-display-size', '--type-display-family', '--type-display-weight', '--type-display-leading'],
  ['heading', '--type-heading-size', '--type-heading-family', '--type-heading-weight', '--type-heading-leading'],
  ['subheading', '--type-subheading-size', '--type-heading-family', '--type-heading-weight', '--type-heading-leading'],
  ['lead', '--type-lead-size', '--type-body-family', '--type-body-weight', '--type-body-leading'],
  ['body', '--type-body-size', '--type-body-family', '--type-body-weight', '--type-body-leading'],
  ['small', '--type-small-size', '--type-body-family', '--type-body-weight', '--type-small-leading'],
  ['caption', '--type-caption-size', '--type-body-family', '--type-strong-weight', '--type-small-leading'],
  ['numerals', '--type-subheading-size', '--type-numerals-family', '--type-numerals-weight', '--type-body-leading'],
];
const SPACE = ['--space-1', '--space-2', '--space-3', '--space-4', '--space-5', '--space-6', '--space-7', '--space-8'];

/** The widget's public colour tokens (docs/widget.md) and what each paints. */
const WIDGET_COLOURS: Array<[token: string, use: string]> = [
  ['--tb-bg', 'background'],
  ['--tb-surface', 'days, slot pane, policy box'],
  ['--tb-text', 'text'],
  ['--tb-muted', 'secondary text'],
  ['--tb-accent', 'buttons, today, progress'],
  ['--tb-accent-text', 'text on accent'],
  ['--tb-border', 'borders'],
  ['--tb-success', 'confirmations'],
  ['--tb-danger', 'errors'],
  ['--tb-focus', 'focus ring'],
];

/**
 * The widget's own palette as <table-booking> paints it on another site, drawn by widget.css
 * itself (`.tb-theme`, and `.tb-theme--dark` = theme="dark"), so this page cannot drift from it;
 * the values are read back from the painted panel. On this site the widget takes the site's tokens.
 */
function WidgetPalette({ name, dark = false }: { name: string; dark?: boolean }) {
  const panel = useRef<HTMLElement>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  useLayoutEffect(() => {
    const style = panel.current && getComputedStyle(panel.current);
    if (style) setValues(Object.fromEntries(WIDGET_COLOURS.map(([token]) => [token, style.getPropertyValue(token).trim()])));
  }, []);
  return (
    <section ref={panel} aria-label={name} className={dark ? 'tb-theme tb-theme--dark' : 'tb-theme'} style={{ border: '1px solid var(--tb-border)', borderRadius: 'var(--radius-lg)', padding: 'var(--space-4)' }}>
      <h3 style={{ marginTop: 0 }}>{name}</h3>
      <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))', gap: 'var(--space-2)', listStyle: 'none', padding: 0, margin: '0 0 var(--space-3)' }}>
        {WIDGET_COLOURS.map(([token, use]) => (
          <li key={token} style={{ display: 'flex', gap: 'var(--space-2)', alignItems: 'center' }}>
            <span aria-hidden="true" style={{ width: 28, height: 28, borderRadius: 6, background: `var(${token})`, border: '1px solid var(--tb-border)', flex: 'none' }} />
            <span>
              <code>{token}</code> <span style={{ color: 'var(--tb-muted)' }}>{values[token]}</span>
              <br />
              <span style={{ color: 'var(--tb-muted)', fontSize: '0.875rem' }}>{use}</span>
            </span>
          </li>
        ))}
      </ul>
      <p style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-2)', alignItems: 'center', margin: 0 }}>
        <span style={{ background: 'var(--tb-accent)', color: 'var(--tb-accent-text)', borderRadius: 999, padding: '0.4rem 1rem', fontWeight: 600 }}>Book a table · 预订餐位</span>
        <span style={{ background: 'var(--tb-surface)', borderRadius: 'var(--tb-radius)', padding: '0.4rem 0.8rem' }}>19:00 · 4 guests · 4 位</span>
        <span style={{ color: 'var(--tb-success)', fontWeight: 600 }}>✔ Booked · 预订成功</span>
        <span style={{ color: 'var(--tb-danger)', fontWeight: 600 }}>Cancelled · 已取消</span>
      </p>
    </section>
  );
}

/**
 * Colours, type and spacing as the site draws them, in the theme of the viewer's system (light or
 * dark). Every text/background pair is held to WCAG AA by site/styles/colour-contrast.test.ts.
 */
function DesignTokens() {
  return (
    <div className="page page--wide">
      <h1>Design tokens · 设计规范</h1>
      <section aria-labelledby="tokens-colours">
        <h2 id="tokens-colours">Colours · 颜色</h2>
        <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))', gap: 'var(--space-3)', listStyle: 'none', padding: 0 }}>
          {COLOURS.map(([token, use]) => (
            <li key={token} className="card" style={{ display: 'flex', gap: 'var(--space-3)', alignItems: 'center', padding: 'var(--space-3)' }}>
              <span aria-hidden="true" style={{ width: 40, height: 40, borderRadius: 8, background: `var(${token})`, border: '1px solid var(--line-strong)', flex: 'none' }} />
              <span>
                <code>{token}</code>
                <br />
                <span className="hint">{use}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="tokens-widget">
        <h2 id="tokens-widget">The widget&rsquo;s own palette · 嵌入组件的配色</h2>
        <p className="hint">
          <code>--tb-*</code> on <code>&lt;table-booking&gt;</code> (docs/widget.md), held to WCAG AA by widget/styles/colour-contrast.test.ts.
        </p>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(22rem, 1fr))', gap: 'var(--space-4)' }}>
          <WidgetPalette name="Light (default) · 浅色（默认）" />
          <WidgetPalette name='Dark: theme="dark" · 深色' dark />
        </div>
      </section>
      <section aria-labelledby="tokens-type">
        <h2 id="tokens-type">Type · 字体</h2>
        {TYPE.map(([role, size, family, weight, leading]) => (
          <p key={role} style={{ font: `var(${weight}) var(${size}) / var(${leading}) var(${family})`, margin: '0 0 var(--space-3)' }}>
            <code style={{ fontSize: 'var(--type-small-size)', fontFamily: 'monospace' }}>{role}</code>{' '}
            {role === 'numerals' ? <span style={{ fontVariantNumeric: 'var(--type-numerals-variant)' }}>18:30 · RMB 1,000 · 2/10</span> : 'A chef’s counter'} ·{' '}
            <span lang="zh-CN">主厨吧台，十个座位面向厨房</span>
          </p>
        ))}
      </section>
      <section aria-labelledby="tokens-space">
        <h2 id="tokens-space">Spacing · 间距</h2>
        <ul style={{ listStyle: 'none', padding: 0 }}>
          {SPACE.map((token) => (
            <li key={token} style={{ display: 'flex', alignItems: 'center', gap: 'var(--space-3)', marginBottom: 'var(--space-2)' }}>
              <code style={{ width: '6rem' }}>{token}</code>
              <span aria-hidden="true" style={{ width: `var(${token})`, height: '1rem', background: 'var(--accent)', borderRadius: 2 }} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="tokens-controls">
        <h2 id="tokens-controls">Buttons · 按钮</h2>
        <p className="actions">
          <button type="button" className="button button--primary">
            Book a table · 预订餐位
          </button>
          <button type="button" className="button">
            My bookings · 我的预订
          </button>
        </p>
      </section>
    </div>
  );
}

const meta = {
  title: 'Design/Tokens',
  component: DesignTokens,
  decorators: [siteStage({ path: '/home' })],
} satisfies Meta<typeof DesignTokens>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tokens: Story = {};
