/**
 * The demo's stand-in for WeixinJSBridge, served from our origin so the CSP's script-src 'self' covers it.
 * Our demo gateway checks the paySign as WeChat does, and the page still waits for check_wx: the bridge's
 * answer never counts as paid by itself.
 */
export const DEMO_WECHAT_BRIDGE = `(function () {
  'use strict';
  if (window.WeixinJSBridge) return;
  var script = document.currentScript;
  var origin = script && script.src ? new URL(script.src).origin : location.origin;
  var css = 'position:fixed;inset:0;z-index:2147483647;background:rgba(0,0,0,.55);display:flex;align-items:flex-end;justify-content:center;font-family:system-ui,sans-serif';
  var sheetCss = 'background:#fff;color:#222;width:100%;max-width:28rem;border-radius:.8rem .8rem 0 0;padding:1rem 1.2rem 1.4rem;box-sizing:border-box';
  var buttonCss = 'display:block;width:100%;font-size:1.1rem;padding:.8rem;margin:.5rem 0 0;border-radius:.4rem;border:1px solid #888;background:#fff;color:#222';
  function el(tag, text, style) {
    var node = document.createElement(tag);
    if (text) node.textContent = text;
    if (style) node.style.cssText = style;
    return node;
  }
  function payDialog(params, done) {
    var overlay = el('div', '', css);
    var sheet = el('div', '', sheetCss);
    sheet.setAttribute('role', 'dialog');
    sheet.setAttribute('aria-modal', 'true');
    sheet.setAttribute('aria-labelledby', 'tb-demo-wxbridge-title');
    var title = el('h2', 'Demo WeChat Pay · 微信支付演示', 'font-size:1.2rem;margin:.2rem 0 .6rem');
    title.id = 'tb-demo-wxbridge-title';
    var banner = el('p', 'DEMO · 演示 — no real money is charged / 不会真实扣款', 'background:#fff3cd;border:1px solid #e0c36a;padding:.5rem .7rem;border-radius:.4rem;font-weight:600');
    var pay = el('button', 'Pay · 支付', buttonCss + ';background:#1a7f37;color:#fff;border-color:#1a7f37');
    var cancel = el('button', 'Cancel · 取消', buttonCss);
    pay.type = cancel.type = 'button';
    var finished = false;
    function finish(answer) {
      if (finished) return;
      finished = true;
      overlay.remove();
      done(answer);
    }
    cancel.addEventListener('click', function () { finish({ err_msg: 'get_brand_wcpay_request:cancel' }); });
    pay.addEventListener('click', function () {
      pay.disabled = cancel.disabled = true;
      var body = new URLSearchParams();
      ['appId', 'timeStamp', 'nonceStr', 'package', 'signType', 'paySign'].forEach(function (key) { body.set(key, String(params[key] || '')); });
      fetch(origin + '/demo-pay/wechat/jsapi', { method: 'POST', body: body })
        .then(function (response) { return response.json(); })
        .then(finish, function () { finish({ err_msg: 'get_brand_wcpay_request:fail' }); });
    });
    sheet.append(title, banner, pay, cancel);
    overlay.append(sheet);
    document.body.append(overlay);
    pay.focus();
  }
  window.WeixinJSBridge = {
    invoke: function (name, params, callback) {
      var answer = typeof callback === 'function' ? callback : function () {};
      if (name !== 'getBrandWCPayRequest') return answer({ err_msg: name + ':fail' });
      payDialog(params || {}, answer);
    },
    on: function () {},
    call: function () {}
  };
  document.dispatchEvent(new Event('WeixinJSBridgeReady'));
})();
`;
