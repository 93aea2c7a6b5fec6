import { useWidgetText } from '../../../app/widget-context.tsx';

/** The server's refusals of the details, under one heading. */
export function CustomerErrors({ errors }: { errors: string[] }) {
  const { t } = useWidgetText();
  return (
    <div className="tb-error tb-error--list" role="alert">
      {/* The ⚠ is part of the heading line, so it can never sit alone above it. */}
      <p>
        <span aria-hidden="true">⚠</span> {t('customer.errorsHeading')}
      </p>
      <ul>
        {errors.map((error) => (
          <li key={error}>{error}</li>
        ))}
      </ul>
    </div>
  );
}
