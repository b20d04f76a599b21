// What the server said about a form's submit (a wrong password, a taken address): one announced line
// above the button, kept in the DOM so that a message appearing later is read out.
export function FormError({ message }: { message: string | null }) {
  return (
    <div aria-live="polite">
      {message ? (
        <p role="alert" className="text-sm text-danger-600">
          {message}
        </p>
      ) : null}
    </div>
  );
}
