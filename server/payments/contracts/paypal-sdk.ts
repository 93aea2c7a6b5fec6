/**
 * TEST-ONLY, never imported by the server: PayPal's server SDK (a dev dependency) as the other side of
 * the contract tests. It validates bodies against runtime schemas (APIMatic's `validateAndMap`) but
 * exports only their types, so the schemas are loaded from the SDK's own files.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { CapturedPayment, Order, OrderRequest, Refund, RefundRequest } from '@paypal/paypal-server-sdk';

declare const schemaBrand: unique symbol;
/** One of the SDK's runtime schemas, for the model T. */
interface SdkSchema<T> {
  readonly [schemaBrand]?: T;
}
interface SchemaError {
  path: Array<string | number>;
  message?: string;
}
type Validation<T> = { errors: false; result: T } | { errors: SchemaError[] };
interface SchemaApi {
  validateAndMap<T>(json: unknown, schema: SdkSchema<T>): Validation<T>;
  validateAndUnmap<T>(model: T, schema: SdkSchema<T>): Validation<unknown>;
}

const require = createRequire(import.meta.url);
const sdkRoot = dirname(require.resolve('@paypal/paypal-server-sdk'));
const load = <M>(file: string): M => require(join(sdkRoot, file)) as M;

const api = load<SchemaApi>('schema.js');
const schemas = {
  OrderRequest: load<{ orderRequestSchema: SdkSchema<OrderRequest> }>('models/orderRequest.js').orderRequestSchema,
  Order: load<{ orderSchema: SdkSchema<Order> }>('models/order.js').orderSchema,
  CapturedPayment: load<{ capturedPaymentSchema: SdkSchema<CapturedPayment> }>('models/capturedPayment.js').capturedPaymentSchema,
  RefundRequest: load<{ refundRequestSchema: SdkSchema<RefundRequest> }>('models/refundRequest.js').refundRequestSchema,
  Refund: load<{ refundSchema: SdkSchema<Refund> }>('models/refund.js').refundSchema,
};
interface Models {
  OrderRequest: OrderRequest;
  Order: Order;
  CapturedPayment: CapturedPayment;
  RefundRequest: RefundRequest;
  Refund: Refund;
}

/**
 * A JSON body read as the SDK reads it: its model, the schema's complaints (path: message), and
 * the JSON the SDK writes back from that model. A body whose every field the SDK knows, with the
 * right types, comes back unchanged; a field the SDK does not know is dropped.
 */
export function readAs<K extends keyof Models>(name: K, json: unknown): { model: Models[K] | null; errors: string[]; written: unknown } {
  const mapped = api.validateAndMap(json, schemas[name] as SdkSchema<Models[K]>);
  if (mapped.errors) return { model: null, errors: mapped.errors.map((error) => `${error.path.join('.')}: ${error.message ?? ''}`), written: null };
  const unmapped = api.validateAndUnmap(mapped.result, schemas[name] as SdkSchema<Models[K]>);
  return { model: mapped.result, errors: [], written: unmapped.errors ? null : unmapped.result };
}
