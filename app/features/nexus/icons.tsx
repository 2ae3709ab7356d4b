/** Icons only /nexus uses, in the stroke style of app/components/icons. */
export const ArrowDown = ({ className }: { className?: string }) => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
    className={className}
    aria-hidden="true"
  >
    <path d="M12 5v14M6 13l6 6 6-6" />
  </svg>
);
