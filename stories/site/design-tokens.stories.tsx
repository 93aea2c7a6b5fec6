import type { Meta, StoryObj } from '@storybook/react-vite';
import { siteStage } from '../support/site-stage.tsx';

/** The site's tokens (site/styles/site.css); the widget's --tb-* follow them on the site. */
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
const TYPE: Array<[token: string, family: string]> = [
  ['--text-3xl', '--font-display'],
  ['--text-2xl', '--font-display'],
  ['--text-xl', '--font-display'],
  ['--text-lg', '--font-display'],
  ['--text-md', '--font'],
  ['--text-base', '--font'],
  ['--text-sm', '--font'],
];
const SPACE = ['--space-1', '--space-2', '--space-3', '--space-4', '--space-5', '--space-6', '--space-7', '--space-8'];

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
      <section aria-labelledby="tokens-type">
        <h2 id="tokens-type">Type · 字体</h2>
        {TYPE.map(([size, family]) => (
          <p key={size} style={{ fontSize: `var(${size})`, fontFamily: `var(${family})`, margin: '0 0 var(--space-2)', lineHeight: 1.25 }}>
            <code style={{ fontSize: 'var(--text-sm)', fontFamily: 'monospace' }}>{size}</code> A chef’s counter · <span lang="zh-CN">主厨吧台</span>
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
            Check my booking · 查询预订
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
