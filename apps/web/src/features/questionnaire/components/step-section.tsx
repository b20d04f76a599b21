// The frame of one questionnaire step: its heading (focused when the user moves to the step, so screen
// readers announce where they are), a short explanation, then the step's fields.
import { useId, type ReactNode, type Ref } from 'react';

type StepSectionProps = {
  title: string;
  description: ReactNode;
  headingRef: Ref<HTMLHeadingElement>;
  children: ReactNode;
};

export function StepSection({ title, description, headingRef, children }: StepSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold tracking-tight text-ink-900 sm:text-2xl"
      >
        {title}
      </h2>
      <p className="mt-1.5 text-ink-600">{description}</p>
      <div className="mt-6">{children}</div>
    </section>
  );
}
