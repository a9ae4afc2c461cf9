/** What a save or an upload on an employer form answered: shown above the form until the next step. */
export type PageMessage = { kind: 'success' | 'error'; text: string } | null;

/** The answer above the form: a success is a status, a failure an alert (read out at once). */
export function PageMessageAlert({ message }: { message: PageMessage }) {
  if (!message) return null;
  return (
    <div
      className={`alert ${message.kind === 'success' ? 'alert-success' : 'alert-error'}`}
      role={message.kind === 'success' ? 'status' : 'alert'}
    >
      {message.text}
    </div>
  );
}
