import { PageIntro, QueryStatus } from '@xchange/remote-kit';
import { useAdminProfile } from '../api/get-admin-profile';
import { AdminProfileForm } from './admin-profile-form';

function AdminProfileBody() {
  const profile = useAdminProfile();
  if (profile.isPending || profile.isError) return <QueryStatus query={profile} what="your profile" />;
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
