import { z } from 'zod';
import { parseJson, providerFetch } from './provider-http.ts';
import { ProviderError } from './provider.ts';

/** What WeChat's answers carry for an openid and a code: bounded before we keep or echo them. */
export const OPENID = /^[A-Za-z0-9_-]{6,64}$/;
export const OAUTH_CODE = /^[A-Za-z0-9_-]{6,128}$/;

/** WeChat's silent OAuth (snsapi_base): the guest's openid for our Official Account. */
export interface WechatOauth {
  /** Where the guest's browser goes; WeChat sends it back to redirectUri with ?code=...&state=... */
  authorizeUrl(redirectUri: string, state: string): string;
  /** Exchanges the code (once, within five minutes) for the openid; ProviderError when refused. */
  openidFor(code: string): Promise<string>;
}

/** The Official Account's id and AppSecret, and WeChat's two hosts (fakes in tests). */
export interface OauthSettings {
  appid: string;
  appSecret: string;
  /** https://api.weixin.qq.com, where an OAuth code is exchanged for the openid. */
  oauthApiBase?: string;
  /** https://open.weixin.qq.com, whose authorize page the guest's WeChat visits. */
  oauthPageBase?: string;
}

/** snsapi_base against WeChat's Official Account OAuth: silent, answers only the openid. */
export function wechatOauth(settings: OauthSettings): WechatOauth {
  const api = (settings.oauthApiBase ?? 'https://api.weixin.qq.com').replace(/\/$/, '');
  const page = (settings.oauthPageBase ?? 'https://open.weixin.qq.com').replace(/\/$/, '');
  return {
    authorizeUrl(redirectUri, state) {
      // WeChat reads the parameters in this order and needs the #wechat_redirect fragment.
      const query = `appid=${encodeURIComponent(settings.appid)}&redirect_uri=${encodeURIComponent(redirectUri)}&response_type=code&scope=snsapi_base&state=${encodeURIComponent(state)}`;
      return `${page}/connect/oauth2/authorize?${query}#wechat_redirect`;
    },
    async openidFor(code) {
      if (!OAUTH_CODE.test(code)) throw new ProviderError('wechat', 'OAuth code malformed');
      const query = new URLSearchParams({ appid: settings.appid, secret: settings.appSecret, code, grant_type: 'authorization_code' });
      const response = await providerFetch('wechat', `${api}/sns/oauth2/access_token?${query.toString()}`, { method: 'GET', headers: { accept: 'application/json' } });
      const body = z.object({ openid: z.string().regex(OPENID).optional(), errcode: z.number().optional() }).safeParse(parseJson('wechat', response.text));
      if (response.status !== 200 || !body.success || !body.data.openid) {
        throw new ProviderError('wechat', `OAuth code refused (${body.success ? (body.data.errcode ?? response.status) : response.status})`, response.status);
      }
      return body.data.openid;
    },
  };
}
