import { useState } from 'react';
import type { ForgotPassword } from '@xchange/contract';
import { Panel } from '../../../lib/panel';
import { ForgotRequestForm } from './forgot-request-form';
import { LoginForm } from './login-form';
import { ResetPasswordForm } from './reset-password-form';

type Mode = { kind: 'login' } | { kind: 'forgot' } | { kind: 'reset'; account: ForgotPassword };

/** The /loginpage login card with its forgot-password mode (docs/product.md §2.3). */
export function LoginPanel() {
  const [mode, setMode] = useState<Mode>({ kind: 'login' });
  const back = () => setMode({ kind: 'login' });
  if (mode.kind === 'forgot')
    return (
      <Panel title="Forgot Password">
        <ForgotRequestForm onSent={(account) => setMode({ kind: 'reset', account })} onCancel={back} />
      </Panel>
    );
  if (mode.kind === 'reset')
    return (
      <Panel title="Reset Password">
        <ResetPasswordForm account={mode.account} onDone={back} onCancel={back} />
      </Panel>
    );
  return (
    <Panel title="Login">
      <LoginForm onForgot={() => setMode({ kind: 'forgot' })} />
    </Panel>
  );
}
