import { useState } from 'react';
import { successTexts } from '@xchange/contract/core';
import { Box, Button, Heading, Text } from '@xchange/ui';
import { useNotify, usePageMeta } from '@xchange/remote-kit';
import { ForgotEmailStep } from './forgot-email-step';
import { LoginForm } from './login-form';
import { ResetCodeStep } from './reset-code-step';

type View = { kind: 'login' } | { kind: 'forgot' } | { kind: 'reset'; email: string };

const headings: Record<View['kind'], string> = { login: 'Admin Login', forgot: 'Forgot Password', reset: 'Set a New Password' };

/** docs/product.md §2.3/§2.7 /admin-login: the administrators' sign-in, with a forgot-password view that really resets. */
export function AdminLoginPage() {
  usePageMeta('Admin Login', 'Sign in to manage The Xchange Marketplace as an administrator.');
  const [view, setView] = useState<View>({ kind: 'login' });
  const notify = useNotify();
  const done = () => {
    setView({ kind: 'login' });
    notify({ type: 'success', title: successTexts.passwordUpdated, description: 'Sign in with your new password.' });
  };
  return (
    <Box maxW="md" mx="auto" my={16} p={8} borderWidth="1px" borderRadius="md" textAlign="center">
      <Heading as="h1" size="2xl" mb={3}>
        {headings[view.kind]}
      </Heading>
      {view.kind === 'login' && (
        <>
          <Text color="fg.muted" mb={6}>
            Administrators sign in here to manage brands, categories, buyers, sellers, promotions and advertisements.
          </Text>
          <LoginForm onForgot={() => setView({ kind: 'forgot' })} />
        </>
      )}
      {view.kind === 'forgot' && <ForgotEmailStep onSent={(email) => setView({ kind: 'reset', email })} />}
      {view.kind === 'reset' && <ResetCodeStep email={view.email} onDone={done} />}
      {view.kind !== 'login' && (
        <Button variant="plain" colorPalette="brand" mt={4} onClick={() => setView({ kind: 'login' })}>
          Back to login
        </Button>
      )}
    </Box>
  );
}
