import type { CustomerInput, CustomerLookupRequest, GetCustomerResponse, KnownCustomer } from '../contract/customer.ts';
import type { CheckEmailRequest, CheckPhoneRequest, SendEmailRequest, SendSmsRequest, VerifyOtpRequest } from '../contract/otp.ts';
import type { GuestCaller } from './guest-caller.ts';

/** get_customer answers `{}` when no customer has the contact. */
const isCustomer = (body: GetCustomerResponse): body is KnownCustomer => 'id' in body;

/** Proving a phone or e-mail by code, and the customer known by it. */
export function contactCalls({ answer }: GuestCaller) {
  return {
    sendSms: (body: SendSmsRequest) => answer('send_sms', { body }),
    checkPhone: (body: CheckPhoneRequest) => answer('check_phone', { body }),
    sendEmail: (body: SendEmailRequest) => answer('send_email', { body }),
    checkEmail: (body: CheckEmailRequest) => answer('check_email', { body }),
    verifyOtp: (body: VerifyOtpRequest) => answer('verify_otp', { body }),
    /** The customer for a verified contact, or null when none is known (the API's `{}`). */
    async getCustomer(body: CustomerLookupRequest): Promise<KnownCustomer | null> {
      const customer = await answer('get_customer', { body });
      return isCustomer(customer) ? customer : null;
    },
    addCustomer: (body: CustomerInput) => answer('add_customer', { body }),
    updateCustomer: (id: number, body: CustomerInput) => answer('update_customer', { params: { id }, body }),
  };
}
