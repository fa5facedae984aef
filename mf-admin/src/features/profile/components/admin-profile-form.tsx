import { useForm } from 'react-hook-form';
import { successTexts } from '@xchange/contract/core';
import { adminProfileUpdateSchema, formResolver } from '@xchange/contract/forms';
import type { AdminProfile } from '@xchange/contract';
import { Box, Button, Field, HStack, Input, Stack, TextInput } from '@xchange/ui';
import { ChangePasswordDialog, useNotify, useSession } from '@xchange/remote-kit';
import { useUpdateAdminProfile } from '../api/update-admin-profile';

/** docs/product.md §2.7: editable name, read-only sign-in user, password with its change dialog. */
export function AdminProfileForm({ profile }: { profile: AdminProfile }) {
  const notify = useNotify();
  const session = useSession();
  const update = useUpdateAdminProfile();
  const { register, handleSubmit, formState } = useForm({
    resolver: formResolver(adminProfileUpdateSchema),
    defaultValues: { name: profile.name },
  });
  const submit = handleSubmit(async (values) => {
    let saved: AdminProfile;
    try {
      saved = await update.mutateAsync(values);
    } catch {
      return; // the API client has shown the server's reasons
    }
    // docs/product.md §7: the answer is stored as the user data.
    session.updateData({ ...session.data, ...saved });
    notify({ type: 'success', title: successTexts.profileUpdated });
  });
  return (
    <Stack gap={6} maxW="xl" pt={2}>
      <form onSubmit={submit} noValidate aria-label="Admin profile">
        <Stack gap={4}>
          <TextInput label="Name" autoComplete="name" required error={formState.errors.name?.message} {...register('name')} />
          <TextInput label="Auth User" value={profile.authuser} readOnly helperText="The email you sign in with." />
          <Button type="submit" colorPalette="brand" alignSelf="start" minW="8rem" loading={update.isPending} loadingText="Saving">
            Save
          </Button>
        </Stack>
      </form>
      <HStack align="end" gap={3} wrap="wrap">
        <Box flex="1" minW="12rem" maxW="sm">
          <Field.Root>
            <Field.Label>Password</Field.Label>
            <Input type="password" value="••••••••" readOnly aria-readonly="true" />
          </Field.Root>
        </Box>
        <ChangePasswordDialog role="admin" userId={profile.id} />
      </HStack>
    </Stack>
  );
}
