import { DeliveryUnavailableError, type Channel, type Messenger } from './messenger.ts';

export interface ChannelAdapters {
  email?: Messenger;
  sms?: Messenger;
  /** Takes any channel that has no adapter of its own. */
  outbox?: Messenger;
}

/** Sends each message through its channel's adapter, else the dev outbox, else refuses. */
export function createRoutingMessenger(adapters: ChannelAdapters): Messenger {
  const adapterFor = (channel: Channel) => adapters[channel] ?? adapters.outbox;
  return {
    async send(message) {
      const adapter = adapterFor(message.channel);
      if (!adapter) throw new DeliveryUnavailableError(message.channel);
      await adapter.send(message);
    },
  };
}
