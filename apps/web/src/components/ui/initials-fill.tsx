// Where a member has no photo: their initials on the brand gradient, filling the frame it is given
// (a card, a match row, the chat header, my profile). Decorative: the name is always said next to it.
import { initials } from '../../lib/initials';

export function InitialsFill({ name, className = '' }: { name: string; className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={`flex items-center justify-center bg-linear-to-br from-brand-600 to-accent-600 font-bold text-white select-none ${className}`}
    >
      {initials(name)}
    </div>
  );
}
