import { useEffect, useState } from 'react';
import { useWidget, useWidgetText } from '../../../app/widget-context.tsx';
import { choicesText, FOOD_CHOICES } from '../../../rules/requests.ts';
import type { ContactInfo } from './use-customer-details.ts';

/**
 * The allergies the restaurant remembers for the booking's customer, asked only once step 2 saved a
 * customer at a contact the session proved (the server refuses anyone else); '' while the booking has its own.
 */
export function useRememberedFood(contact: ContactInfo, customerId: number | null | undefined, current: string): string {
  const { api } = useWidget();
  const [remembered, setRemembered] = useState('');
  const asks = !current && Boolean(customerId) && Boolean(contact.phone || contact.email);
  useEffect(() => {
    if (!asks) return;
    let live = true;
    api.getCustomer({ country: contact.country, phone: contact.phone, email: contact.email }).then(
      (customer) => {
        if (live && customer && customer.id === customerId && customer.remembered_food) setRemembered(customer.remembered_food);
      },
      () => undefined, // Nothing offered: the guest fills the step in as always.
    );
    return () => {
      live = false;
    };
  }, [api, asks, customerId, contact.country, contact.phone, contact.email]);
  return remembered;
}

/** Offers the remembered allergies; once used they fill the form, where the guest changes or unticks them. */
export function RememberedFood({ food, onUse }: { food: string; onUse: () => void }) {
  const { t, lang } = useWidgetText();
  const [used, setUsed] = useState(false);
  if (!food) return null;
  if (used) {
    return (
      <p className="tb-notice" role="status">
        {t('requests.rememberedUsed')}
      </p>
    );
  }
  return (
    <div className="tb-notice">
      <p>{t('requests.remembered', { food: choicesText(food, FOOD_CHOICES, (choice) => t(`requests.choice.${choice}`), lang) })}</p>
      <button
        type="button"
        className="tb-button"
        onClick={() => {
          onUse();
          setUsed(true);
        }}
      >
        {t('requests.useRemembered')}
      </button>
    </div>
  );
}
