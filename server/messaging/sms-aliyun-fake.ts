import { randomBytes } from 'node:crypto';
import { json, startFakeServer, type FakeRequest, type FakeServer } from '../payments/fakes/fake-server.ts';
import { aliyunSignature } from './sms-aliyun-signing.ts';
import { SMS_TEMPLATE_NAMES, SMS_TEMPLATES, type SmsTemplateName } from './sms-templates.ts';

/**
 * Alibaba Cloud SMS (dysmsapi SendSms) faked on loopback, refusing what the real API refuses (signature,
 * AccessKeyId, reused SignatureNonce, timestamp over 15 minutes off, unregistered sign name or template,
 * missing variables, non-mainland numbers), so tests fail where production would.
 */
export interface SentSms {
  phone: string;
  signName: string;
  templateCode: string;
  params: Record<string, string>;
}

export interface AliyunSmsFake extends FakeServer {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templates: { otp: string } & Record<SmsTemplateName, string>;
  sent: SentSms[];
}

const TEMPLATE_VARIABLES: Record<string, readonly string[]> = {
  otp: ['code'],
  ...Object.fromEntries(SMS_TEMPLATE_NAMES.map((name) => [name, SMS_TEMPLATES[name].variables])),
};

export async function startAliyunSmsFake(now: () => Date = () => new Date()): Promise<AliyunSmsFake> {
  const accessKeyId = `LTAI${randomBytes(8).toString('hex')}`;
  const accessKeySecret = randomBytes(15).toString('base64');
  const signName = '上海吧台';
  const templates = {
    otp: 'SMS_100000001',
    ...Object.fromEntries(SMS_TEMPLATE_NAMES.map((name, index) => [name, `SMS_1000000${String(index + 2).padStart(2, '0')}`])),
  } as AliyunSmsFake['templates'];
  const nonces = new Set<string>();
  const sent: SentSms[] = [];

  const fail = (status: number, Code: string) => json(status, { Code, Message: Code, RequestId: randomBytes(8).toString('hex') });

  function handle(request: FakeRequest) {
    const params = Object.fromEntries(request.method === 'GET' ? request.url.searchParams : new URLSearchParams(request.body));
    if (params.AccessKeyId !== accessKeyId) return fail(404, 'InvalidAccessKeyId.NotFound');
    if (params.SignatureMethod !== 'HMAC-SHA1' || params.SignatureVersion !== '1.0') return fail(400, 'InvalidSignatureMethod');
    if (params.Signature !== aliyunSignature(request.method === 'GET' ? 'GET' : 'POST', params, accessKeySecret)) {
      return fail(400, 'SignatureDoesNotMatch');
    }
    if (!params.SignatureNonce || nonces.has(params.SignatureNonce)) return fail(400, 'SignatureNonceUsed');
    nonces.add(params.SignatureNonce);
    if (Math.abs(Date.parse(params.Timestamp ?? '') - now().getTime()) > 15 * 60_000 || !params.Timestamp?.endsWith('Z')) {
      return fail(400, 'InvalidTimeStamp.Expired');
    }
    if (params.Action !== 'SendSms' || params.Version !== '2017-05-25') return fail(400, 'InvalidAction');
    if (params.SignName !== signName) return fail(200, 'isv.SMS_SIGNATURE_ILLEGAL');
    const template = Object.entries(templates).find(([, code]) => code === params.TemplateCode)?.[0];
    if (!template) return fail(200, 'isv.SMS_TEMPLATE_ILLEGAL');
    if (!/^1[3-9]\d{9}$/.test(params.PhoneNumbers ?? '')) return fail(200, 'isv.MOBILE_NUMBER_ILLEGAL');
    let values: Record<string, string>;
    try {
      values = JSON.parse(params.TemplateParam ?? '{}') as Record<string, string>;
    } catch {
      return fail(200, 'isv.INVALID_JSON_PARAM');
    }
    if (TEMPLATE_VARIABLES[template]!.some((name) => typeof values[name] !== 'string')) return fail(200, 'isv.TEMPLATE_MISSING_PARAMETERS');
    sent.push({ phone: params.PhoneNumbers!, signName: params.SignName, templateCode: params.TemplateCode!, params: values });
    return json(200, { Code: 'OK', Message: 'OK', BizId: randomBytes(8).toString('hex'), RequestId: randomBytes(8).toString('hex') });
  }

  const server = await startFakeServer(handle);
  return { ...server, accessKeyId, accessKeySecret, signName, templates, sent };
}

/** The ALIYUN_SMS_TEMPLATE_* settings of every kind of SMS, with the fake's template codes. */
export const templateSettingsOf = (templates: Record<SmsTemplateName, string>): Record<string, string> =>
  Object.fromEntries(SMS_TEMPLATE_NAMES.map((name) => [SMS_TEMPLATES[name].setting, templates[name]]));
