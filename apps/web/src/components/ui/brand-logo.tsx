// The Affinia mark (a heart on the rose-to-violet gradient) with the name beside it.
export function BrandLogo({ className = '', showName = true }: { className?: string; showName?: boolean }) {
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <defs>
          <linearGradient id="affinia-logo-gradient" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#e11d48" />
            <stop offset="1" stopColor="#7c3aed" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="9" fill="url(#affinia-logo-gradient)" />
        <path
          d="M16 24.5s-7.5-4.6-7.5-10A4.2 4.2 0 0 1 16 11.9a4.2 4.2 0 0 1 7.5 2.6c0 5.4-7.5 10-7.5 10z"
          fill="#fff"
        />
      </svg>
      {showName ? <span className="text-xl font-bold tracking-tight">Affinia</span> : null}
    </span>
  );
}
