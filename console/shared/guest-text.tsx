import { useTranslation } from 'react-i18next';
import { codePointName, unseenParts } from '../../api-client/rules/unseen-characters.ts';

/**
 * What a guest wrote, as staff read it: isolated (`<bdi>`), so it cannot turn the words around it,
 * and each invisible or direction-changing character shown marked as its code point, never obeyed.
 */
export function GuestText({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <bdi dir="auto" className="guest-text">
      {unseenParts(text).map((part, index) =>
        part.unseen ? (
          <mark key={index} className="unseen-character" title={t('guest_text.unseen')}>
            {codePointName(part.text)}
          </mark>
        ) : (
          part.text
        ),
      )}
    </bdi>
  );
}
