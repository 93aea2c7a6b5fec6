import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../api-client/rules/glossary.ts';
import type { StaffApiError } from '../app/staff-api.ts';
import { currentLang } from '../i18n/console-i18n.ts';

/** The most an amount may be, in its currency, or who may do what the role was refused, for a refusal that names it. */
function refusalWords(error: StaffApiError, lang: ReturnType<typeof currentLang>) {
  if (error.max) return { context: 'max', max: formatMoney(error.max.amount_minor, error.max.currency, lang) };
  return error.leastRole ? { context: error.leastRole } : {};
}

/**
 * A refusal as the staff member reads it, in the console's language: the field's or the refusal's
 * key when the console has words for it, else the server's own sentence.
 */
export function ErrorText({ error }: { error: StaffApiError | undefined }) {
  const { t, i18n } = useTranslation();
  if (!error) return null;
  const candidates = [...Object.values(error.errors), error.error, error.status === 403 ? 'staff_role_forbidden' : undefined];
  const key = candidates.find((candidate) => candidate && i18n.exists(`errors.${candidate}`));
  return (
    <p className="console-error" role="alert">
      {key ? t(`errors.${key}`, refusalWords(error, currentLang(i18n))) : t('errors.other', { message: error.message })}
    </p>
  );
}
