import { Button, type ButtonProps } from './button';
import { Spinner } from './spinner';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type'> {
  isSubmitting: boolean;
  /** What it says while the form is sent ('Saving...'). */
  busyLabel: string;
}

/** A form's submit button: disabled while the form is sent, and saying so with a spinner and `busyLabel`. */
export function SubmitButton({ isSubmitting, busyLabel, disabled, children, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={isSubmitting || disabled} {...props}>
      {isSubmitting && <Spinner className="size-4" />}
      {isSubmitting ? busyLabel : children}
    </Button>
  );
}
