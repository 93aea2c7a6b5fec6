import { createRoot, type Root } from 'react-dom/client';
import { resolveLang } from '../i18n/i18n-core.ts';
import css from '../styles/widget.css?inline';
import { flowViewsInShadowRoots } from '../styles/flow-css.ts';
import { adoptStylesheet } from '../styles/shadow-sheets.ts';
import { OBSERVED_ATTRIBUTES, propsFromAttributes } from './attributes.ts';
import { EmbedApp } from './embed-app.tsx';

/**
 * <table-booking api="https://book.example.com" lang="zh" view="booking" theme="auto">: renders
 * EmbedApp in its own shadow root with its attributes as props. Everything made on connect is
 * undone on disconnect.
 */
export class TableBookingElement extends HTMLElement {
  static readonly observedAttributes = [...OBSERVED_ATTRIBUTES];
  /** The origin the script came from: the default API. */
  static scriptOrigin = '';

  private root: Root | null = null;
  private container: HTMLDivElement | null = null;
  /** Waits for the element to come near the viewport; null once it has (or where it cannot wait). */
  private approach: IntersectionObserver | null = null;

  connectedCallback(): void {
    const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    if (!this.container) {
      adoptStylesheet(shadow, css);
      flowViewsInShadowRoots();
      this.container = document.createElement('div');
      this.container.className = 'tb-root';
      this.container.setAttribute('part', 'root');
      shadow.append(this.container);
    }
    this.setAttribute('state', 'loading');
    this.root = createRoot(this.container);
    this.renderWhenNear();
  }

  /** A widget far below the fold downloads, asks and renders nothing until the guest scrolls near it. */
  private renderWhenNear() {
    if (typeof IntersectionObserver !== 'function') return this.render();
    this.approach = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        this.approach?.disconnect();
        this.approach = null;
        this.render();
      },
      { rootMargin: '200px' },
    );
    this.approach.observe(this);
  }

  disconnectedCallback(): void {
    this.approach?.disconnect();
    this.approach = null;
    this.root?.unmount();
    this.root = null;
  }

  attributeChangedCallback(): void {
    if (this.root && !this.approach) this.render();
  }

  private render() {
    // The root says its language, so Chinese gets its own line height and no letter spacing.
    this.container!.lang = resolveLang(this.getAttribute('lang')) === 'zh' ? 'zh-CN' : 'en';
    this.root!.render(<EmbedApp host={this} defaultApi={TableBookingElement.scriptOrigin || location.origin} {...propsFromAttributes(this)} />);
  }
}
