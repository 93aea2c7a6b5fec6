import { useState } from 'react';
import { useWidgetText } from '../../../app/widget-context.tsx';
import { Modal } from '../../../components/modal.tsx';
import { ImportantNotes } from '../important-notes.tsx';

/** The terms box: ticking it shows the important notes, whose "I agree" keeps it ticked. */
export function TermsAcceptance({ accepted, onAccepted }: { accepted: boolean; onAccepted: (accepted: boolean) => void }) {
  const { t } = useWidgetText();
  const [notesOpen, setNotesOpen] = useState(false);
  return (
    <>
      <label className="tb-terms">
        <input
          type="checkbox"
          checked={accepted}
          onChange={(event) => {
            onAccepted(event.target.checked);
            if (event.target.checked) setNotesOpen(true);
          }}
        />{' '}
        {t('review.terms')}
      </label>
      {notesOpen && (
        <Modal
          title={t('notes.heading')}
          closeLabel={t('common.close')}
          onClose={() => setNotesOpen(false)}
          actions={
            <button
              type="button"
              className="tb-button tb-button--primary"
              onClick={() => {
                onAccepted(true);
                setNotesOpen(false);
              }}
            >
              {t('review.agree')}
            </button>
          }
        >
          <ImportantNotes inDialog />
        </Modal>
      )}
    </>
  );
}
