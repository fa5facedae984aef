import { HStack, Spinner, Text } from '@xchange/ui';
import { PageIntro } from '@xchange/remote-kit';
import { useAdminProfile } from '../api/get-admin-profile';
import { AdminProfileForm } from './admin-profile-form';

function AdminProfileBody() {
  const profile = useAdminProfile();
  if (profile.isPending) {
    return (
      <HStack py={8} gap={3}>
        <Spinner size="sm" color="brand.solid" />
        <Text>Loading your profile…</Text>
      </HStack>
    );
  }
  if (profile.isError) {
    return (
      <Text role="alert" py={8}>
        Your profile could not be loaded. Please reload the page to try again.
      </Text>
    );
  }
  return <AdminProfileForm key={profile.data.id} profile={profile.data} />;
}

export function AdminProfilePage() {
  return (
    <PageIntro
      title="Admin Profile"
      description="Your administrator name, sign-in user and password."
      intro="Your administrator name and sign-in user, and where you change your password."
    >
      <AdminProfileBody />
    </PageIntro>
  );
}
