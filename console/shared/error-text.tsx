import { useTranslation } from 'react-i18next';
import type { StaffApiError } from '../app/staff-api.ts';

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
      {key ? t(`errors.${key}`) : t('errors.other', { message: error.message })}
    </p>
  );
}
