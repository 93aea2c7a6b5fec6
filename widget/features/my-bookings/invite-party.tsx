import { useId, useState } from 'react';
import { isApiError } from '../../../api-client/api-error.ts';
import type { PartyInvite } from '../../../api-client/contract/party.ts';
import { useWidget, useWidgetText } from '../../app/widget-context.tsx';
import { useQrCode } from '../../components/use-qr-code.ts';
import { PARTY_TEXT } from './party-text.ts';

type Shown = { state: 'closed' } | { state: 'asking' } | { state: 'shown'; invite: PartyInvite } | { state: 'refused'; message: string };

/** The party link's QR code, drawn with the dependency the WeChat payment already loads on demand. */
function PartyQr({ url, label }: { url: string; label: string }) {
  const qr = useQrCode(url, 200);
  return qr ? <img className="tb-party-qr" src={qr} width={200} height={200} alt={label} /> : null;
}

/** "Invite your party": the booking's party link, its QR code, and how many diners wrote in (docs/party.md). */
export function InviteParty({ code }: { code: string }) {
  const { api } = useWidget();
  const { lang } = useWidgetText();
  const words = PARTY_TEXT[lang];
  const id = useId();
  const [shown, setShown] = useState<Shown>({ state: 'closed' });
  const ask = async () => {
    if (shown.state === 'shown') return setShown({ state: 'closed' });
    setShown({ state: 'asking' });
    try {
      setShown({ state: 'shown', invite: await api.partyInvite({ code }) });
    } catch (failure) {
      setShown({ state: 'refused', message: isApiError(failure) && failure.error === 'party_closed' ? words.closed : words.failed });
    }
  };
  return (
    <div className="tb-party-invite">
      <button type="button" id={`${id}-title`} className="tb-button" aria-expanded={shown.state === 'shown'} aria-describedby={`${id}-hint`} disabled={shown.state === 'asking'} onClick={() => void ask()}>
        {words.invite}
      </button>
      <p id={`${id}-hint`} className="tb-hint">
        {words.hint}
      </p>
      {shown.state === 'shown' && (
        <div className="tb-party-invite__link">
          <label>
            {words.link}
            <input className="tb-input" readOnly value={shown.invite.url} onFocus={(event) => event.currentTarget.select()} />
          </label>
          <PartyQr url={shown.invite.url} label={words.qr} />
          <p role="status">{words.filled.replace('{{filled}}', String(shown.invite.filled)).replace('{{pax}}', String(shown.invite.pax))}</p>
          <a href={shown.invite.url}>{words.open}</a>
        </div>
      )}
      {shown.state === 'refused' && (
        <p className="tb-error" role="alert">
          {shown.message}
        </p>
      )}
    </div>
  );
}
