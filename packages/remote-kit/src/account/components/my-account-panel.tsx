import { QueryStatus } from '../../query-status';
import { Box, Field, HStack, Input, Stack } from '@xchange/ui';
import { useSession } from '../../hooks';
import type { AccountRole } from '../account-role';
import { useProfile } from '../api/get-profile';
import { ChangePasswordDialog } from './change-password-dialog';
import { ProfileForm } from './profile-form';
import { ProfilePictureInput } from './profile-picture-input';

export interface MyAccountPanelProps {
  role: AccountRole;
  successText?: string;
}

/** The whole My Account panel of a buyer or seller: picture, profile form, password and its dialog. */
export function MyAccountPanel({ role, successText }: MyAccountPanelProps) {
  const profile = useProfile(role);
  const stored = useSession((s) => s.data);
  if (profile.isPending || profile.isError) return <QueryStatus query={profile} what="your profile" />;
  const p = profile.data;
  const photo = stored?.profilePhoto ?? p.profilePhoto;
  return (
    <Stack gap={6} maxW="3xl" pt={4}>
      <ProfilePictureInput role={role} email={p.username} current={photo} name={`${p.firstname} ${p.lastname}`} />
      <HStack align="end" gap={3} wrap="wrap">
        <Box flex="1" minW="12rem" maxW="sm">
          <Field.Root>
            <Field.Label>Password</Field.Label>
            <Input type="password" value="••••••••" readOnly aria-readonly="true" />
          </Field.Root>
        </Box>
        <ChangePasswordDialog role={role} userId={p.id} />
      </HStack>
      <ProfileForm key={p.id} role={role} profile={p} successText={successText} />
    </Stack>
  );
}
