/** A form's failure that belongs to no one field: above the form, announced when it appears. */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <div className="form-alert" role="alert">
      {message}
    </div>
  );
}
