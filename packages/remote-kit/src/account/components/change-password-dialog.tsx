import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { successTexts } from '@xchange/contract/core';
import { changePasswordFormSchema, formResolver } from '@xchange/contract/forms';
import { Button, Stack } from '@xchange/ui';
import { Modal } from '@xchange/ui/overlays';
import { useNotify, useSession } from '../../hooks';
import type { PasswordRole } from '../account-role';
import { useChangePassword } from '../api/change-password';
import { PasswordInput } from './password-input';

export interface ChangePasswordDialogProps {
  role: PasswordRole;
  /** The signed-in account's id (sent as `id`). */
  userId: number;
  /** Text of the button that opens the dialog. */
  triggerLabel?: string;
}

const empty = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** docs/product.md §5 change-password dialog: old, new and confirmation; 'Password is updated' on success. */
export function ChangePasswordDialog({ role, userId, triggerLabel = 'Change Password' }: ChangePasswordDialogProps) {
  const [open, setOpen] = useState(false);
  const notify = useNotify();
  const session = useSession();
  const change = useChangePassword(role, userId);
  const { register, handleSubmit, reset, formState } = useForm({ resolver: formResolver(changePasswordFormSchema), defaultValues: empty });
  const { errors } = formState;
  const close = () => {
    setOpen(false);
    reset(empty);
  };
  const submit = handleSubmit(async (form) => {
    let authToken: string;
    try {
      ({ authToken } = await change.mutateAsync(form));
    } catch {
      return; // the API client has shown the server's reasons
    }
    // The change ends every other session; this one continues with the fresh token.
    if (authToken && session.data && session.type) session.signIn({ authToken, data: session.data, type: session.type });
    notify({ type: 'success', title: successTexts.passwordUpdated });
    close();
  });
  return (
    <>
      <Button variant="outline" colorPalette="brand" onClick={() => setOpen(true)}>
        {triggerLabel}
      </Button>
      <Modal
        open={open}
        onClose={close}
        title="Change Password"
        form={{ onSubmit: submit }}
        footer={
          <>
            <Button variant="outline" onClick={close} disabled={change.isPending}>
              Cancel
            </Button>
            <Button type="submit" colorPalette="brand" loading={change.isPending}>
              Update Password
            </Button>
          </>
        }
      >
        <Stack gap={4}>
          <PasswordInput
            label="Old Password"
            autoComplete="current-password"
            error={errors.oldPassword?.message}
            {...register('oldPassword')}
          />
          <PasswordInput
            label="New Password"
            autoComplete="new-password"
            error={errors.newPassword?.message}
            {...register('newPassword')}
          />
          <PasswordInput
            label="Confirm Password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
        </Stack>
      </Modal>
    </>
  );
}
