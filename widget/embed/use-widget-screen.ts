import { useCallback, useEffect, useRef, useState } from 'react';
import type { WidgetViewName } from './attributes.ts';
import { rememberCode, rememberedCode } from './booking-memory.ts';
import type { EmitEvent } from './events.ts';

export type Screen = { name: WidgetViewName } | { name: 'flow'; code: string };

/**
 * The screen the element shows: the view its attribute names, or a booking under way in this tab;
 * moving between them tells the host page by its events.
 */
export function useWidgetScreen(view: WidgetViewName, emit: EmitEvent) {
  const [screen, setScreen] = useState<Screen>(() => {
    const code = rememberedCode();
    return code ? { name: 'flow', code } : { name: view };
  });
  const firstView = useRef(view);

  useEffect(() => {
    if (firstView.current === view) return;
    firstView.current = view;
    setScreen({ name: view });
  }, [view]);

  const startFlow = useCallback(
    (code: string) => {
      rememberCode(code);
      setScreen({ name: 'flow', code });
      emit('tb:booking-started', { code });
    },
    [emit],
  );
  const bookAgain = useCallback(() => {
    rememberCode(null);
    setScreen({ name: 'booking' });
    emit('tb:close', {});
  }, [emit]);
  const myBookings = useCallback(() => {
    rememberCode(null);
    setScreen({ name: 'my-bookings' });
  }, []);
  const flowCode = screen.name === 'flow' ? screen.code : '';
  const stepChange = useCallback((step: number) => emit('tb:step-change', { code: flowCode, step }), [emit, flowCode]);
  const paid = useCallback((code: string) => emit('tb:booking-paid', { code }), [emit]);
  const show = (name: WidgetViewName) => setScreen({ name });
  return { screen, show, startFlow, bookAgain, myBookings, stepChange, paid };
}
