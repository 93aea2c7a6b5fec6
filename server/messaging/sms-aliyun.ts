import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Config } from '../config.ts';
import type { Messenger, OutgoingMessage } from './messenger.ts';
import { aliyunSignature, aliyunTimestamp } from './sms-aliyun-signing.ts';
import { CHINA_MOBILE } from '../../api-client/rules/china-mobile.ts';
import { templateCodes, type SmsTemplateName } from './sms-templates.ts';

/** A message an SMS provider with pre-approved templates sends as that template and its values. */
export interface SmsTemplate {
  name: SmsTemplateName;
  params: Record<string, string>;
}

declare module './messenger.ts' {
  interface OutgoingMessage {
    /**
     * For SMS providers that only send templates approved in advance (Alibaba Cloud for +86):
     * which template `text` corresponds to, and its values. Providers that send free text ignore it.
     */
    template?: SmsTemplate;
  }
}

export interface AliyunSmsSettings {
  /** https://dysmsapi.aliyuncs.com */
  endpoint: string;
  accessKeyId: string;
  accessKeySecret: string;
  /** The approved signature (签名), shown as 【SignName】 before every message. */
  signName: string;
  /** Template codes (SMS_123456789): one-time code with ${code}; the others' variables are in sms-templates.ts. */
  templates: { otp?: string } & Partial<Record<SmsTemplateName, string>>;
  now?: () => Date;
}

const answerSchema = z.object({ Code: z.string(), Message: z.string().optional(), BizId: z.string().optional(), RequestId: z.string().optional() });

/** Which approved template carries a message, and its values. */
function templateFor(message: OutgoingMessage, settings: AliyunSmsSettings): { code: string; params: Record<string, string> } {
  if (message.code) {
    if (!settings.templates.otp) throw new Error('ALIYUN_SMS_TEMPLATE_OTP is not set');
    return { code: settings.templates.otp, params: { code: message.code } };
  }
  const template = message.template;
  const code = template ? settings.templates[template.name] : undefined;
  if (!template || !code) throw new Error(`no approved Alibaba Cloud SMS template for this message (${template?.name ?? 'free text'})`);
  return { code, params: template.params };
}

/**
 * SMS through Alibaba Cloud SMS (SendSms, API version 2017-05-25) to mainland China numbers only.
 * The answer's Code must be 'OK'; anything else is a failed delivery.
 */
export function createAliyunSms(settings: AliyunSmsSettings, log?: FastifyBaseLogger): Messenger {
  const now = settings.now ?? (() => new Date());
  return {
    async send(message) {
      if (message.channel !== 'sms') throw new Error('The Alibaba Cloud adapter only sends SMS');
      const [country, number] = message.to.split(' ');
      if (country !== '86' || !number || !CHINA_MOBILE.test(number)) throw new Error('Alibaba Cloud SMS here sends to +86 mobiles only');
      const template = templateFor(message, settings);
      const params: Record<string, string> = {
        AccessKeyId: settings.accessKeyId,
        Action: 'SendSms',
        Format: 'JSON',
        PhoneNumbers: number,
        RegionId: 'cn-hangzhou',
        SignName: settings.signName,
        SignatureMethod: 'HMAC-SHA1',
        SignatureNonce: randomUUID(),
        SignatureVersion: '1.0',
        TemplateCode: template.code,
        TemplateParam: JSON.stringify(template.params),
        Timestamp: aliyunTimestamp(now()),
        Version: '2017-05-25',
      };
      params.Signature = aliyunSignature('POST', params, settings.accessKeySecret);
      const response = await fetch(`${settings.endpoint}/`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(params).toString(),
        signal: AbortSignal.timeout(15_000),
      });
      const parsed = answerSchema.safeParse(await response.json().catch(() => null));
      if (!parsed.success || parsed.data.Code !== 'OK') {
        const code = parsed.success ? parsed.data.Code : `HTTP ${response.status}`;
        log?.warn({ code, requestId: parsed.success ? parsed.data.RequestId : undefined }, 'Alibaba Cloud SMS refused a message');
        throw new Error(`Alibaba Cloud SMS refused the message: ${code}`);
      }
    },
  };
}

/** SMS_PROVIDER=aliyun: the adapter from the ALIYUN_SMS_* settings; missing ones stop the server. */
export const aliyunSmsFactory = (config: Config, log: FastifyBaseLogger): Messenger => {
  const required = {
    ALIYUN_SMS_ACCESS_KEY_ID: config.ALIYUN_SMS_ACCESS_KEY_ID,
    ALIYUN_SMS_ACCESS_KEY_SECRET: config.ALIYUN_SMS_ACCESS_KEY_SECRET,
    ALIYUN_SMS_SIGN_NAME: config.ALIYUN_SMS_SIGN_NAME,
    ALIYUN_SMS_TEMPLATE_OTP: config.ALIYUN_SMS_TEMPLATE_OTP,
  };
  const missing = Object.entries(required).filter(([, value]) => !value).map(([name]) => name);
  if (missing.length > 0) throw new Error(`SMS_PROVIDER=aliyun needs ${missing.join(', ')}`);
  return createAliyunSms(
    {
      endpoint: config.ALIYUN_SMS_ENDPOINT,
      accessKeyId: required.ALIYUN_SMS_ACCESS_KEY_ID!,
      accessKeySecret: required.ALIYUN_SMS_ACCESS_KEY_SECRET!,
      signName: required.ALIYUN_SMS_SIGN_NAME!,
      templates: { otp: required.ALIYUN_SMS_TEMPLATE_OTP!, ...templateCodes(config) },
    },
    log,
  );
};
