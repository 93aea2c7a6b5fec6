import { useEffect, useRef, useState } from 'react';
import type { PaymentMethod } from '../../../api-client/contract/payment.ts';
import { useWidget, useWidgetText } from '../../app/widget-context.tsx';
import type { PhonePayStart } from './phone-pay-stage.ts';
import { takeWechatHop, wechatClaimInHash, wechatHopInHash, type WechatWay } from './wechat-way.ts';

/** Back from a WeChat hop (the hash names it): the H5 cashier's return is checked, JSAPI goes on. */
function phonePayOnReturn(): PhonePayStart | null {
  const hash = typeof location === 'undefined' ? '' : location.hash;
  const hop = wechatHopInHash(hash);
  if (hop === 'h5') return { kind: 'h5-returning' };
  const claim = wechatClaimInHash(hash);
  return hop === 'jsapi' ? { kind: 'jsapi', resumed: true, ...(claim ? { claim } : {}) } : null;
}

export interface WechatPayNeeds {
  code: string;
  onPaid: () => void;
  leavePage: (url: string) => void;
  /** Asked at the tap, as the payment options may have arrived since. */
  wayHere: () => WechatWay;
  setBusy: (method: PaymentMethod | null) => void;
  setError: (error: string | null) => void;
  fail: (failure: unknown) => void;
}

/** Pay on this phone: under way (JSAPI, or back from the H5 cashier), and what it last told the guest. */
function usePhonePay(setError: (error: string | null) => void) {
  const [phonePay, setPhonePay] = useState<PhonePayStart | null>(phonePayOnReturn);
  const [wechatNotice, setWechatNotice] = useState<string | null>(null);

  useEffect(() => {
    // Acted on once: a reload later shows the options, not the hop's state again.
    takeWechatHop();
  }, []);

  const phonePayDone = (notice: { text: string; error?: boolean }) => {
    setPhonePay(null);
    if (notice.error) setError(notice.text);
    else setWechatNotice(notice.text);
  };
  return { phonePay, setPhonePay, phonePayDone, wechatNotice, setWechatNotice };
}

/** The WeChat button, focused again once the QR overlay it opened closes. */
function useOverlayOpener(overlayOpen: boolean) {
  const wechatButton = useRef<HTMLButtonElement>(null);
  const overlayShown = useRef(false);
  useEffect(() => {
    // The WeChat button is disabled while wpay answers and Chromium moves focus off a disabled
    // button, so the overlay cannot find its opener itself: give focus back here once it closes.
    if (overlayOpen) overlayShown.current = true;
    else if (overlayShown.current) {
      overlayShown.current = false;
      wechatButton.current?.focus();
    }
  }, [overlayOpen]);
  return wechatButton;
}

/** WeChat Pay started from the panel: the Native QR overlay, the H5 cashier, or pay on this phone. */
export function useWechatPay({ code, onPaid, leavePage, wayHere, setBusy, setError, fail }: WechatPayNeeds) {
  const { api } = useWidget();
  const { lang } = useWidgetText();
  const { phonePay, setPhonePay, phonePayDone, wechatNotice, setWechatNotice } = usePhonePay(setError);
  const [wechatUrl, setWechatUrl] = useState<{ url: string; demo: boolean } | null>(null);
  const wechatButton = useOverlayOpener(wechatUrl !== null);

  const payByQrCode = async () => {
    try {
      const answer = await api.wpay({ code, lang });
      if ('code' in answer) onPaid();
      else setWechatUrl({ url: answer.code_url, demo: answer.demo });
    } catch (failure) {
      fail(failure);
    } finally {
      setBusy(null);
    }
  };

  const payAtCashier = async () => {
    // WeChat's cashier, then back to this page (#tb-wxpay=h5), where check_wx tells the result.
    try {
      const answer = await api.wpayH5({ code, lang, return_url: location.href });
      if ('code' in answer) onPaid();
      else leavePage(answer.h5_url);
    } catch (failure) {
      fail(failure);
      setBusy(null);
    }
  };

  const startWechat = async () => {
    setBusy('wechat');
    setError(null);
    setWechatNotice(null);
    const way = wayHere();
    if (way === 'jsapi') {
      setBusy(null);
      setPhonePay({ kind: 'jsapi', resumed: false });
    } else if (way === 'h5') await payAtCashier();
    else await payByQrCode();
  };

  return { startWechat, wechatButton, wechatUrl, closeOverlay: () => setWechatUrl(null), phonePay, phonePayDone, wechatNotice };
}
