// Class lists shared by the public pages' links and buttons: the app's own button looks
// (components/ui/button), plus light variants for calls to action on the dark gradient bands.
import { buttonClasses } from '../../components/ui/button';

const onDark =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-xl px-6 py-3 text-base font-semibold transition-colors';

export const buttonStyles = {
  primary: buttonClasses({ variant: 'primary', size: 'lg' }),
  secondary: buttonClasses({ variant: 'secondary', size: 'lg' }),
  primarySmall: buttonClasses({ variant: 'primary' }),
  secondarySmall: buttonClasses({ variant: 'secondary' }),
  ghost: buttonClasses({ variant: 'ghost' }),
  /** White on the dark gradient bands. */
  light: `${onDark} bg-white text-brand-800 shadow-sm hover:bg-brand-50`,
} as const;

/** Width and side padding of the public pages' content. */
export const container = 'mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8';

/** The warm gradient band used for the closing calls to action: white text is AA on every stop. */
export const ctaBand = 'bg-linear-to-br from-brand-700 via-brand-800 to-accent-700 text-white';
