/** The restaurant's mark: a counter seen from above with three seats. Drawn for this project. */
export function LogoMark() {
  return (
    <svg className="logo-mark" viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="38" height="38" rx="9" fill="currentColor" />
      <rect x="8" y="11" width="24" height="7" rx="3.5" fill="#f6efe4" />
      <circle cx="12" cy="27" r="3.5" fill="#f6efe4" />
      <circle cx="20" cy="27" r="3.5" fill="#f6efe4" />
      <circle cx="28" cy="27" r="3.5" fill="#f6efe4" />
    </svg>
  );
}
