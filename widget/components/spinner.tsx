/** A spinner with a text for screen readers (and for sighted guests when `visibleLabel`). */
export function Spinner({ label, visibleLabel = false }: { label: string; visibleLabel?: boolean }) {
  return (
    <div className="tb-spinner" role="status" aria-live="polite">
      <span className="tb-spinner__wheel" aria-hidden="true" />
      <span className={visibleLabel ? undefined : 'tb-visually-hidden'}>{label}</span>
    </div>
  );
}
