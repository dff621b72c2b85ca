/**
 * A password input with a show/hide toggle (spec §2). Input length is capped
 * at PASSWORD_MAX_LENGTH (spec §5: "Password input limited to 15 characters").
 */
import { useState, type ComponentProps } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { PASSWORD_MAX_LENGTH } from '@huella/shared/constants';
import { authMessages } from '@huella/shared/messages/auth';
import { TextField } from './text-field';

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'trailing'>;

export function PasswordField({
  maxLength = PASSWORD_MAX_LENGTH,
  autoComplete = 'current-password',
  ...props
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      maxLength={maxLength}
      autoComplete={autoComplete}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? authMessages.password.hide : authMessages.password.show}
          aria-pressed={visible}
          className="flex size-9 items-center justify-center rounded-full text-muted transition-colors hover:bg-secondary/60 hover:text-primary"
        >
          <Icon className="size-5" aria-hidden="true" />
        </button>
      }
    />
  );
}
