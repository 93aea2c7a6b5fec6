import { createRoot, type Root } from 'react-dom/client';
import type { ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { createCheckedApiClient } from '../../api-client/checked-client.ts';
import { sessionTokenStore } from '../../api-client/token-store.ts';
import { WidgetProvider, type WidgetServices } from '../app/widget-context.tsx';
import { resolveLang, type Lang } from '../i18n/i18n-core.ts';
import { createEmbedI18n, switchLanguage } from '../i18n/load-strings.ts';
import { monthOf, restaurantToday } from '../../api-client/rules/restaurant-date.ts';
import css from '../styles/widget.css?inline';
import { OBSERVED_ATTRIBUTES, readAttributes, type WidgetAttributes, type WidgetState } from './attributes.ts';
import { rememberedCode } from './booking-memory.ts';
import { WIDGET_VERSION } from './build-info.ts';
import { emitter, type EmitEvent } from './events.ts';
import { askFirstView } from './first-view.ts';
import { WidgetApp, WidgetLoading } from './widget-app.tsx';

/**
 * How long the first screen may wait for its answers before a spinner shows: answers that come
 * sooner (most) are rendered at once, with no spinner drawn and replaced on the way.
 */
const SPINNER_AFTER_MS = 300;

/** One stylesheet shared by every instance (constructable where supported, else a <style>). */
let sharedSheet: CSSStyleSheet | null = null;
function adoptStyles(shadow: ShadowRoot) {
  if ('adoptedStyleSheets' in shadow && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
    sharedSheet ??= new CSSStyleSheet();
    if (sharedSheet.cssRules.length === 0) sharedSheet.replaceSync(css);
    shadow.adoptedStyleSheets = [sharedSheet];
    return;
  }
  const style = document.createElement('style');
  style.textContent = css;
  shadow.append(style);
}

/**
 * <table-booking api="https://book.example.com" lang="zh" view="booking" theme="auto">.
 * Renders in its own shadow root; reflects state="loading|ready|error"; fires the events of
 * events.ts. Everything made on connect is undone on disconnect.
 */
export class TableBookingElement extends HTMLElement {
  static readonly observedAttributes = [...OBSERVED_ATTRIBUTES];
  /** The origin the script came from: the default API. */
  static scriptOrigin = '';

  private root: Root | null = null;
  private container: HTMLDivElement | null = null;
  private services: WidgetServices | null = null;
  private i18n: I18n | null = null;
  private current: WidgetAttributes | null = null;
  /** Increases on each render request, so a language that loads late never overwrites a newer one. */
  private renders = 0;
  /** The first screen's answers (askFirstView) until the first screen has rendered. */
  private firstView: Promise<void> | null = null;
  /** Waits for the element to come near the viewport; null once it has (or where it cannot wait). */
  private approach: IntersectionObserver | null = null;
  /**
   * What WidgetApp reports through, made once per connection: a re-render for a changed
   * attribute hands the app the same functions, so its effects (tb:ready, tb:step-change) do not
   * run again. A reconnected element is a new connection and announces itself again.
   */
  private connection: { emit: EmitEvent; reportState: (state: WidgetState) => void } | null = null;
  /** The phone on the restaurant's card once fetched: help texts name it when `phone` is unset. */
  private cardPhone = '';

  connectedCallback(): void {
    const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    if (!this.container) {
      adoptStyles(shadow);
      this.container = document.createElement('div');
      this.container.className = 'tb-root';
      this.container.setAttribute('part', 'root');
      shadow.append(this.container);
    }
    this.setState('loading');
    this.connection = { emit: emitter(this), reportState: (state) => this.setState(state) };
    this.root = createRoot(this.container);
    this.renderWhenNear();
  }

  /**
   * A widget far below the fold (a host page's second widget, one in a footer or a closed
   * dialog) downloads, asks the API and renders nothing until the guest scrolls near it, so it
   * costs the host page's start nothing. Without IntersectionObserver it renders at once.
   */
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
    this.services = null;
    this.firstView = null;
    this.i18n = null;
    this.current = null;
    this.connection = null;
    this.cardPhone = '';
  }

  attributeChangedCallback(): void {
    if (this.root && !this.approach) this.render();
  }

  private setState(state: WidgetState) {
    if (this.getAttribute('state') !== state) this.setAttribute('state', state);
  }

  private render() {
    const attributes = readAttributes(this, TableBookingElement.scriptOrigin || location.origin);
    if (!this.services || this.current?.api !== attributes.api) {
      const api = createCheckedApiClient({ baseUrl: attributes.api, tokenStore: sessionTokenStore(`tb:session-token:${attributes.api}`) });
      const now = () => new Date();
      // The calendar is what most guests see first: its month is asked for alongside get_status.
      const first = askFirstView(api, attributes.view === 'booking' && !rememberedCode() ? monthOf(restaurantToday(now())) : null);
      const { settled, ...known } = first;
      const services: WidgetServices = { api, now, restaurantPhone: attributes.phone, ...known };
      this.services = services;
      this.firstView = settled;
      this.cardPhone = '';
      this.takePhoneFromCard();
    }
    this.current = attributes;
    this.syncPhone();
    const round = ++this.renders;
    const current = () => round === this.renders && this.root !== null && this.services !== null;
    void this.prepareLanguage(resolveLang(attributes.lang)).then(
      async (i18n) => {
        if (!current()) return;
        const show = (content: ReactNode) =>
          this.root!.render(
            <WidgetProvider services={this.services!} i18n={i18n}>
              {content}
            </WidgetProvider>,
          );
        if (this.firstView) {
          const slow = setTimeout(() => current() && show(<WidgetLoading />), SPINNER_AFTER_MS);
          await this.firstView;
          clearTimeout(slow);
          this.firstView = null;
          if (!current()) return;
        }
        const { emit, reportState } = this.connection!;
        show(<WidgetApp view={attributes.view} emit={emit} onState={reportState} version={WIDGET_VERSION} />);
      },
      () => this.setState('error'),
    );
  }

  /**
   * The restaurant's card is asked for with the first screen (askFirstView): the calendar needs
   * its booking rules at once. Help texts name its phone when the `phone` attribute is unset.
   */
  private takePhoneFromCard() {
    const services = this.services!;
    void services.restaurantCard.ask().then(
      (card) => {
        if (this.services?.api !== services.api) return;
        this.cardPhone = card.phone;
        if (this.syncPhone() && this.root && !this.approach) this.render();
      },
      () => undefined,
    );
  }

  /**
   * Help texts name the `phone` attribute, else the card's phone. A change makes a new services
   * object, so every view reading the phone renders again. Says whether the phone changed.
   */
  private syncPhone(): boolean {
    const phone = this.current?.phone || this.cardPhone;
    if (!this.services || this.services.restaurantPhone === phone) return false;
    this.services = { ...this.services, restaurantPhone: phone };
    return true;
  }

  private async prepareLanguage(lang: Lang): Promise<I18n> {
    if (!this.i18n) this.i18n = await createEmbedI18n(lang);
    else if (this.i18n.language !== lang) await switchLanguage(this.i18n, lang);
    return this.i18n;
  }
}
